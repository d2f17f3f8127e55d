/**
 * The input of a sign-in code: the app's 6 digits, or a recovery code (letters), so not a number input.
 * Its id is its own: the profile shows it beside other forms' fields.
 */
import { FormField } from '../../components/FormField';

export function CodeInput({ label, error, hint }: { label: string; error?: string; hint?: string }) {
  return (
    <FormField id="two-factor-code" label={label} error={error} required>
      {(a) => (
        <>
          <input {...a} name="code" type="text" inputMode="text" autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} maxLength={40} className="code-input" />
          {hint && <p className="field-hint">{hint}</p>}
        </>
      )}
    </FormField>
  );
}
