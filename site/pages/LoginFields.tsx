export interface LoginErrors {
  email?: string;
  password?: string;
  /** A failure of the whole sign-in (wrong password, server down). */
  form?: string;
}

/** The sign-in inputs; plain uncontrolled inputs, read with FormData on submit. */
export function LoginFields({ errors }: { errors: LoginErrors }) {
  return (
    <>
      <div className="site-field">
        <label htmlFor="email">Email</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'email-error' : undefined}
        />
        {errors.email && <p className="field-error" id="email-error">{errors.email}</p>}
      </div>
      <div className="site-field">
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
        />
        {errors.password && <p className="field-error" id="password-error">{errors.password}</p>}
      </div>
      <label className="site-check">
        <input type="checkbox" name="remember" defaultChecked /> Remember me
      </label>
    </>
  );
}
