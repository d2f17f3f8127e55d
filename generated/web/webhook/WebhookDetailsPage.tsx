// Generated from entities/webhook.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { webhookMeta } from '../../schemas/webhook.schema';
import { webhookDeliveryMeta } from '../../schemas/webhook-delivery.schema';

export default function WebhookDetailsPage() {
  return <DetailsPage meta={webhookMeta} fields={['name', 'url', 'events', 'active', 'failures']} related={[{ meta: webhookDeliveryMeta, field: 'webhook_id', title: 'Delivery log', columns: ['event', 'record_id', 'status', 'attempts', 'response_status', 'latency_ms', 'delivered_at'] }]} />;
}
