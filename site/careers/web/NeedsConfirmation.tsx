/** What the exam pages show without a valid applicant session: how to get one. */
import { Link } from '../../components/LocaleLink';

export function NeedsConfirmation({ message }: { message?: string }) {
  return (
    <div className="empty-state" role="alert">
      <p>{message ?? 'The online exam opens after you apply and confirm your email address.'}</p>
      <p>Open the link in the message we sent you after you applied, or <Link to="/applicant-validation">ask for a new link</Link>. Not applied yet? See our <Link to="/careers">open positions</Link>.</p>
    </div>
  );
}
