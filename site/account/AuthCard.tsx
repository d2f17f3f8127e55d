import type { FormEventHandler, ReactNode } from 'react';
import { Link } from '../components/LocaleLink';
import { COMPANY_NAME } from '../company';

/**
 * The frame of the stand-alone account pages (sign in, register, forgotten
 * and reset password): the brand, a title, and a form when `onSubmit` is given.
 */
export function AuthCard({ title, onSubmit, children, label }: { title: string; onSubmit?: FormEventHandler<HTMLFormElement>; children: ReactNode; label?: string }) {
  const body = (
    <>
      <Link to="/" className="site-brand">
        <span className="site-logo" aria-hidden="true">{COMPANY_NAME.charAt(0)}</span>
        {COMPANY_NAME}
      </Link>
      <h1>{title}</h1>
      {children}
    </>
  );
  return (
    <main className="auth-page">
      {onSubmit ? (
        // method="post": were the page used before its script runs, a password must never land in the URL (a GET form's query).
        <form className="auth-card" method="post" noValidate onSubmit={onSubmit} aria-label={label ?? title}>
          {body}
        </form>
      ) : (
        <div className="auth-card">{body}</div>
      )}
    </main>
  );
}

/** A failure of the whole form (the server's message), announced to screen readers. */
export function FormAlert({ message }: { message?: string }) {
  return message ? <p className="site-error" role="alert">{message}</p> : null;
}
