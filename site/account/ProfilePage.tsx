/** /profile (signed in): the account's details and what can be changed. */
import { Link, useNavigate } from 'react-router-dom';
import { useAuthUser, useRefreshUser } from '../../runtime-web/auth/use-auth-user';
import type { PageHead } from '../head';
import { ChangePassword } from './ChangePassword';
import { signOut } from './sign-out';

export function Component() {
  const user = useAuthUser();
  const navigate = useNavigate();
  // The stored user may be old (an email confirmed on another device): ask the server once.
  useRefreshUser();
  if (!user) return null; // SignedInOnly renders this page only with a user
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <section className="section">
      <div className="container narrow-page">
        <h1>{name}</h1>
        <dl className="profile-facts">
          <dt>Email</dt>
          <dd>{user.email} <Link to="/email-change">Change</Link></dd>
        </dl>
        <button
          type="button"
          className="site-btn site-btn-outline"
          onClick={async () => {
            await signOut();
            navigate('/login?signed-out=1');
          }}
        >
          Sign out
        </button>
        <ChangePassword />
      </div>
    </section>
  );
}

export const handle = { head: (): PageHead => ({ title: 'Your profile' }) };
