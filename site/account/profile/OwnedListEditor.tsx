/**
 * A page that manages one list of the signed-in user's own records (skills,
 * education, certificates): the records with Edit and Remove, and a form that
 * adds one or changes the one being edited. The API keeps each user to their
 * own rows (owner access) and sets the owner from the token; the list asks
 * for the user's rows explicitly, so staff (who may read everyone's) see theirs too.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../components/LocaleLink';
import type { ListResponse, RequestOptions } from '../../../runtime-web/api/client';
import { ApiError, errorMessage } from '../../../runtime-web/api/client';
import { useApiCall } from '../../../runtime-web/api/use-api-call';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';
import { FormAlert } from '../AuthCard';
import { bodyOf, Field, type FieldSpec, type FieldValue } from './fields';

/** What the page needs of a generated client (generated/api), loosely typed: its records and inputs differ per entity. */
export interface OwnedApi<T> {
  list(query: { perPage: number; filter: { user_id: number } }, options?: RequestOptions): Promise<ListResponse<T>>;
  create(input: never): Promise<T>;
  update(id: number, input: FormData): Promise<T>;
  patch(id: number, input: never): Promise<T>;
  remove(id: number): Promise<void>;
}

type Errors = Record<string, string | undefined>;

export function OwnedListEditor<T extends { id: number }>(props: {
  title: string;
  /** A record's name in words, lower case: "skill". */
  noun: string;
  api: OwnedApi<T>;
  fields: FieldSpec[];
  describe: (row: T) => ReactNode;
}) {
  const { title, noun, api, fields, describe } = props;
  const user = useAuthUser();
  const rows = useApiCall(user ? (signal) => api.list({ perPage: 100, filter: { user_id: user.id } }, { signal }) : null, [user?.id]);
  const [editing, setEditing] = useState<T | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  // A new key empties the form after a save and fills it anew for another record.
  const [formKey, setFormKey] = useState(0);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setErrors({});
    try {
      await work();
      setNotice(done);
      setEditing(null);
      setConfirming(null);
      setFormKey((k) => k + 1);
      rows.reload();
    } catch (error) {
      setNotice('');
      setErrors(error instanceof ApiError && error.fields ? { ...error.fields, form: error.message } : { form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = bodyOf(event.currentTarget, fields);
    const id = editing?.id;
    // An edit without a new file is a PATCH, so a stored file stays; with one, a multipart update.
    const save = () =>
      id === undefined ? api.create(body as never) : body instanceof FormData ? api.update(id, body) : api.patch(id, body as never);
    void run(save, id === undefined ? `The ${noun} was added.` : `The ${noun} was saved.`);
  };

  const edit = (row: T) => {
    setEditing(row);
    setErrors({});
    setNotice('');
    setFormKey((k) => k + 1);
  };

  return (
    <section className="section">
      <div className="container narrow-page">
        <p className="auth-links profile-back"><Link to="/profile">← Back to your profile</Link></p>
        <h1>{title}</h1>
        {notice && <p className="site-info" role="status">{notice}</p>}
        {rows.error && <FormAlert message={errorMessage(rows.error)} />}
        {rows.loading && !rows.data ? (
          <p>Loading...</p>
        ) : rows.data?.data.length ? (
          <ul className="owned-list">
            {rows.data.data.map((row) => (
              <li key={row.id}>
                <div>{describe(row)}</div>
                {confirming === row.id ? (
                  <span className="owned-actions" role="group" aria-label={`Remove this ${noun}?`}>
                    Remove? <button type="button" className="site-btn" disabled={busy} onClick={() => void run(() => api.remove(row.id), `The ${noun} was removed.`)}>Yes</button>
                    <button type="button" className="site-btn site-btn-outline" onClick={() => setConfirming(null)}>No</button>
                  </span>
                ) : (
                  <span className="owned-actions">
                    <button type="button" className="site-btn site-btn-outline" onClick={() => edit(row)}>Edit</button>
                    <button type="button" className="site-btn site-btn-outline" onClick={() => setConfirming(row.id)}>Remove</button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nothing here yet.</p>
        )}
        <form key={formKey} className="account-form" noValidate onSubmit={onSubmit} aria-label={editing ? `Edit ${noun}` : `Add a ${noun}`}>
          <h2>{editing ? `Edit ${noun}` : `Add a ${noun}`}</h2>
          <FormAlert message={errors.form} />
          {fields.map((spec) => (
            <Field key={spec.name} spec={spec} value={editing ? (editing as unknown as Record<string, FieldValue>)[spec.name] : undefined} error={errors[spec.name]} />
          ))}
          <span className="owned-actions">
            <button type="submit" className="site-btn" disabled={busy}>{editing ? 'Save' : 'Add'}</button>
            {editing && <button type="button" className="site-btn site-btn-outline" onClick={() => edit(null as never)}>Cancel</button>}
          </span>
        </form>
      </div>
    </section>
  );
}
