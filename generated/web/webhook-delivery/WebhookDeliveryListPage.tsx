// Generated from entities/webhook-delivery.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { webhookDeliveryMeta, type WebhookDelivery } from '../../schemas/webhook-delivery.schema';

const columns: ListColumn<WebhookDelivery>[] = [
  { field: 'webhook_id', header: 'Webhook' },
  { field: 'event', header: 'Event' },
  { field: 'record_id', header: 'Record id' },
  { field: 'status', header: 'Status' },
  { field: 'attempts', header: 'Attempts' },
  { field: 'response_status', header: 'Response status' },
  { field: 'latency_ms', header: 'Latency (ms)' },
  { field: 'delivered_at', header: 'Delivered' },
];

export default function WebhookDeliveryListPage() {
  return <ListPage meta={webhookDeliveryMeta} columns={columns} />;
}
