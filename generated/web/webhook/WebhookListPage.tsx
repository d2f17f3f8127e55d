// Generated from entities/webhook.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { webhookMeta, type Webhook } from '../../schemas/webhook.schema';

const columns: ListColumn<Webhook>[] = [
  { field: 'name', header: 'Name' },
  { field: 'url', header: 'URL' },
  { field: 'active', header: 'Active' },
  { field: 'failures', header: 'Failures in a row' },
];

export default function WebhookListPage() {
  return <ListPage meta={webhookMeta} columns={columns} />;
}
