/** /profile (signed in): photo and details, skills, education, certificates, and the user's orders with their status. */
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
import { userProfileApi } from '../../generated/api';
import { useApiCall } from '../../runtime-web/api/use-api-call';
import { useAuthUser, useRefreshUser } from '../../runtime-web/auth/use-auth-user';
import { Img } from '../components/Img';
import type { PageHead } from '../head';
import { ProfileSections } from './profile/ProfileSections';
import { isWelcome } from './after-sign-in';
import { ChangePassword } from './ChangePassword';
import { TwoFactorSection } from './two-factor/TwoFactorSection';
import { signOut } from './sign-out';

export function Component() {
  const user = useAuthUser();
  const navigate = useNavigate();
  const welcome = isWelcome(useLocation().state);
  // The stored user may be old (an email confirmed on another device): ask the server once.
  useRefreshUser();
  const found = useApiCall(user ? (signal) => userProfileApi.list({ perPage: 1, filter: { user_id: user.id } }, { signal }) : null, [user?.id]);
  if (!user) return null; // SignedInOnly renders this page only with a user
  const profile = found.data?.data[0];
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const address = profile && [profile.address_line1, profile.address_line2, [profile.postcode, profile.city].filter(Boolean).join(' '), profile.region, profile.country].filter(Boolean).join(', ');
  return (
    <section className="section">
      <div className="container narrow-page">
        {welcome && (
          <p className="site-success profile-welcome" role="status">
            Welcome, {user.first_name}: your account is ready. Add your details below, or <Link to="/products">browse the shop</Link>.
          </p>
        )}
        <div className="profile-head">
          {profile?.photo ? (
            <Img src={profile.photo} alt={name} width={96} height={96} lazy={false} className="profile-photo" />
          ) : (
            <span className="profile-photo profile-initial" aria-hidden="true">{user.first_name.charAt(0)}</span>
          )}
          <div>
            <h1>{name}</h1>
            {profile?.headline && <p className="page-lead">{profile.headline}</p>}
          </div>
        </div>
        <dl className="profile-facts">
          <dt>Email</dt>
          <dd>{user.email} <Link to="/email-change">Change</Link></dd>
          {profile?.phone && (
            <>
              <dt>Phone</dt>
              <dd>{profile.phone}</dd>
            </>
          )}
          {address && (
            <>
              <dt>Address</dt>
              <dd>{address}</dd>
            </>
          )}
        </dl>
        {profile?.bio && <p className="profile-bio">{profile.bio}</p>}
        <p className="owned-actions">
          <Link className="site-btn" to="/edit-profile">Edit profile</Link>
          <Link className="site-btn site-btn-outline" to="/bookmark">Bookmarks</Link>
          <button
            type="button"
            className="site-btn site-btn-outline"
            onClick={() => void signOut().then(() => navigate('/login?signed-out=1'))}
          >
            Sign out
          </button>
        </p>
        <ProfileSections userId={user.id} />
        <ChangePassword />
        <TwoFactorSection />
      </div>
    </section>
  );
}

export const handle = { head: (): PageHead => ({ title: 'Your profile' }) };
