/**
 * webhook-delivery-details/:id: one delivery of the log (status, attempts, the answer's status, latency
 * and first kilobyte, the error, the body sent) with Replay, which queues a copy to be sent now
 * (`POST /api/webhook-delivery/:id/replay`; needs the webhook update permission).
 */
import './webhooks.css';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { webhookDeliveryMeta, type WebhookDelivery } from '../../../generated/schemas/webhook-delivery.schema';
import { apiSend, errorMessage, type DataResponse } from '../../../runtime-web/api/client';
import { useApiGet } from '../../../runtime-web/api/use-api-get';
import { canManage } from '../../../runtime-web/auth/can';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';
import { DetailsList } from '../../../runtime-web/details/DetailsList';
import { ErrorMessage } from '../../../runtime-web/feedback/ErrorMessage';
import { Loading } from '../../../runtime-web/feedback/Loading';
import { useToast } from '../../../runtime-web/feedback/Toasts';
import { useCatalogue, useT } from '../../../runtime-web/i18n/use-t';
import { WEBHOOK_MESSAGES } from './messages';

const FIELDS = ['webhook_id', 'event', 'record_id', 'status', 'attempts', 'next_attempt_at', 'response_status', 'latency_ms', 'error', 'delivered_at', 'event_id', 'replay_of', 'response_excerpt'];

const pretty = (json: string) => {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
};

export default function DeliveryDetailsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useCatalogue(WEBHOOK_MESSAGES);
  const common = useT();
  const user = useAuthUser();
  const { data, error, loading, reload } = useApiGet<DataResponse<WebhookDelivery>>(`/api/webhook-delivery/${id}`);
  const [replaying, setReplaying] = useState(false);
  const delivery = data?.data;

  async function replay() {
    setReplaying(true);
    try {
      const copy = await apiSend<DataResponse<WebhookDelivery>>('POST', `/api/webhook-delivery/${id}/replay`);
      toast.success(t('delivery.queued', { id: copy.data.id }));
      void navigate(`/admin/webhook-delivery-details/${copy.data.id}`);
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setReplaying(false);
    }
  }

  return (
    <section className="page">
      <header className="page-header">
        <h1>
          {t('delivery.title')}
          {delivery ? `: ${delivery.event}` : ''}
        </h1>
        <div className="page-actions">
          {delivery && canManage('webhook', 'update', user) && (
            <button type="button" className="btn btn-primary" disabled={replaying} onClick={() => void replay()}>{t('delivery.replay')}</button>
          )}
          {delivery && <Link className="btn" to={`/admin/webhook-details/${delivery.webhook_id}`}>{t('delivery.webhook')}</Link>}
          <Link className="btn" to="/admin/webhook-delivery-list">{common('details.back')}</Link>
        </div>
      </header>
      {error && <ErrorMessage error={error} onRetry={reload} />}
      {loading && <Loading />}
      {delivery && !loading && (
        <>
          <DetailsList meta={webhookDeliveryMeta} fields={FIELDS} record={delivery as unknown as Record<string, unknown>} />
          <div className="card">
            <h2>{t('delivery.body')}</h2>
            <pre className="webhook-payload">{pretty(delivery.payload)}</pre>
          </div>
        </>
      )}
    </section>
  );
}
