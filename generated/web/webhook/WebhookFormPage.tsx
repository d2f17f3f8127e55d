// Generated from entities/webhook.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { webhookCreateSchema, webhookMeta, webhookUpdateSchema } from '../../schemas/webhook.schema';
import { WebhookFields } from './WebhookFields';

export default function WebhookFormPage() {
  return (
    <EntityForm meta={webhookMeta} createSchema={webhookCreateSchema} updateSchema={webhookUpdateSchema}>
      <WebhookFields />
    </EntityForm>
  );
}
