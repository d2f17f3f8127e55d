/**
 * add-webhook and edit-webhook/:id, hand-written because the generated form cannot offer the events as
 * choices (entity × created/updated/deleted/action, from `GET /api/webhook/events`) nor show the signing
 * secret, which the server answers once, on creation (runtime-server/webhooks/routes.ts).
 */
import './webhooks.css';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Webhook } from '../../../generated/schemas/webhook.schema';
import { ApiError, apiSend, type DataResponse } from '../../../runtime-web/api/client';
import { useApiGet } from '../../../runtime-web/api/use-api-get';
import { ErrorMessage } from '../../../runtime-web/feedback/ErrorMessage';
import { Loading } from '../../../runtime-web/feedback/Loading';
import { useToast } from '../../../runtime-web/feedback/Toasts';
import { useCatalogue, useT } from '../../../runtime-web/i18n/use-t';
import { EventChoices, type EventChoice } from './EventChoices';
import { WEBHOOK_MESSAGES } from './messages';
import { SecretOnce } from './SecretOnce';

interface Values {
  name: string;
  url: string;
  events: string[];
  active: boolean;
}

const EMPTY: Values = { name: '', url: 'https://', events: [], active: true };

export default function WebhookFormPage() {
  const { id } = useParams();
  const t = useCatalogue(WEBHOOK_MESSAGES);
  const common = useT();
  const choices = useApiGet<DataResponse<EventChoice[]>>('/api/webhook/events');
  const stored = useApiGet<DataResponse<Webhook>>(id !== undefined ? `/api/webhook/${id}` : null);
  const webhook = stored.data?.data;
  return (
    <section className="page">
      <header className="page-header">
        <h1>{t(id !== undefined ? 'form.edit' : 'form.add')}</h1>
        <div className="page-actions">
          <Link className="btn" to="/admin/webhook-list">{common('details.back')}</Link>
        </div>
      </header>
      {(choices.loading || stored.loading) && <Loading />}
      {choices.error && <ErrorMessage error={choices.error} onRetry={choices.reload} />}
      {stored.error && <ErrorMessage error={stored.error} onRetry={stored.reload} />}
      {choices.data && (id === undefined || webhook) && (
        <WebhookForm
          key={id ?? 'new'}
          id={id}
          choices={choices.data.data}
          initial={webhook ? { name: webhook.name, url: webhook.url, events: webhook.events, active: webhook.active } : EMPTY}
        />
      )}
    </section>
  );
}

/** The form itself, from the stored values (or empty): saving answers the field errors under their fields. */
function WebhookForm({ id, choices, initial }: { id: string | undefined; choices: EventChoice[]; initial: Values }) {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useCatalogue(WEBHOOK_MESSAGES);
  const common = useT();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<{ id: number; secret: string } | null>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      if (id !== undefined) {
        await apiSend('PATCH', `/api/webhook/${id}`, values);
        toast.success(t('form.saved'));
        void navigate(`/admin/webhook-details/${id}`);
      } else {
        const answer = await apiSend<{ data: Webhook; secret: string }>('POST', '/api/webhook', values);
        setCreated({ id: answer.data.id, secret: answer.secret });
      }
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  if (created) return <SecretOnce webhookId={created.id} secret={created.secret} />;
  return (
    <>
      {failure !== null && <ErrorMessage error={failure} />}
      <form className="card form" onSubmit={(e) => void save(e)} noValidate>
        <div className="field">
          <label htmlFor="webhook-name">{t('form.name')} <span aria-hidden="true">*</span></label>
          <input id="webhook-name" className="input" value={values.name} onChange={(e) => set('name', e.target.value)} aria-invalid={Boolean(errors.name) || undefined} />
          <p className="field-help">{t('form.nameHelp')}</p>
          {errors.name && <p className="field-error" role="alert">{errors.name}</p>}
        </div>
        <div className="field">
          <label htmlFor="webhook-url">{t('form.url')} <span aria-hidden="true">*</span></label>
          <input id="webhook-url" className="input" type="url" value={values.url} onChange={(e) => set('url', e.target.value)} aria-invalid={Boolean(errors.url) || undefined} />
          <p className="field-help">{t('form.urlHelp')}</p>
          {errors.url && <p className="field-error" role="alert">{errors.url}</p>}
        </div>
        <EventChoices choices={choices} selected={values.events} onChange={(events) => set('events', events)} error={errors.events} />
        <div className="field field-checkbox">
          <input id="webhook-active" type="checkbox" checked={values.active} onChange={(e) => set('active', e.target.checked)} />
          <label htmlFor="webhook-active">{t('form.active')}</label>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>{common('form.submit')}</button>
        </div>
      </form>
    </>
  );
}
