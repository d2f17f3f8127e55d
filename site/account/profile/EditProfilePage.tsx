/** /edit-profile (signed in): the user's own profile record (one per account), photo included. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/LocaleLink';
import { userProfileApi } from '../../../generated/api';
import { ApiError, errorMessage } from '../../../runtime-web/api/client';
import { useApiCall } from '../../../runtime-web/api/use-api-call';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';
import { Img } from '../../components/Img';
import { COUNTRIES } from '../../countries';
import type { PageHead } from '../../head';
import { FormAlert } from '../AuthCard';
import { bodyOf, Field, type FieldSpec, type FieldValue } from './fields';

const FIELDS: FieldSpec[] = [
  { name: 'photo', label: 'Photo (JPEG, PNG, WebP or GIF, up to 5 MB)', kind: 'image' },
  { name: 'headline', label: 'Headline', kind: 'text', max: 120 },
  { name: 'bio', label: 'About me', kind: 'textarea', max: 2000 },
  { name: 'phone', label: 'Phone', kind: 'phone' },
  { name: 'address_line1', label: 'Address line 1', kind: 'text', max: 150 },
  { name: 'address_line2', label: 'Address line 2', kind: 'text', max: 150 },
  { name: 'city', label: 'City', kind: 'text', max: 80 },
  { name: 'region', label: 'State or region', kind: 'text', max: 80 },
  { name: 'postcode', label: 'Postcode', kind: 'text', max: 20 },
  // The checkout's list (site/countries.ts): the checkout is where the country is checked on the server.
  { name: 'country', label: 'Country', kind: 'enum', options: Object.fromEntries(COUNTRIES.map(([, name]) => [name, name])) },
];

export function Component() {
  const user = useAuthUser();
  const navigate = useNavigate();
  const found = useApiCall(user ? (signal) => userProfileApi.list({ perPage: 1, filter: { user_id: user.id } }, { signal }) : null, [user?.id]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const profile = found.data?.data[0];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = bodyOf(event.currentTarget, FIELDS);
    setBusy(true);
    setErrors({});
    try {
      // A new photo goes as multipart; without one, a PATCH keeps the stored photo.
      if (!profile) await userProfileApi.create(body);
      else if (body instanceof FormData) await userProfileApi.update(profile.id, body);
      else await userProfileApi.patch(profile.id, body);
      void navigate('/profile');
    } catch (error) {
      setErrors(error instanceof ApiError && error.fields ? { ...error.fields, form: error.message } : { form: errorMessage(error) });
      setBusy(false);
    }
  };

  return (
    <section className="section">
      <div className="container narrow-page">
        <p className="auth-links profile-back"><Link to="/profile">← Back to your profile</Link></p>
        <h1>Edit your profile</h1>
        {found.error && <FormAlert message={errorMessage(found.error)} />}
        {found.loading && !found.data ? (
          <p>Loading...</p>
        ) : (
          <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Edit profile">
            <FormAlert message={errors.form} />
            {profile?.photo && <Img src={profile.photo} alt="Your current photo" width={96} height={96} lazy={false} className="profile-photo" />}
            {FIELDS.map((spec) => (
              <Field key={spec.name} spec={spec} value={profile ? (profile as unknown as Record<string, FieldValue>)[spec.name] : undefined} error={errors[spec.name]} />
            ))}
            <button type="submit" className="site-btn" disabled={busy}>{busy ? 'Saving…' : 'Save'}</button>
          </form>
        )}
      </div>
    </section>
  );
}

export const handle = { head: (): PageHead => ({ title: 'Edit your profile' }) };
