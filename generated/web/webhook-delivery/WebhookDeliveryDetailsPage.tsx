// Generated from entities/webhook-delivery.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { webhookDeliveryMeta } from '../../schemas/webhook-delivery.schema';

export default function WebhookDeliveryDetailsPage() {
  return <DetailsPage meta={webhookDeliveryMeta} fields={['webhook_id', 'event_id', 'event', 'entity', 'record_id', 'status', 'attempts', 'next_attempt_at', 'payload', 'response_status', 'latency_ms', 'response_excerpt', 'error', 'delivered_at', 'replay_of']} />;
}
