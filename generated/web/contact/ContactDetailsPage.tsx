// Generated from entities/contact.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { contactMeta } from '../../schemas/contact.schema';

export default function ContactDetailsPage() {
  return <DetailsPage meta={contactMeta} fields={['name', 'email', 'phone', 'company', 'service_id', 'subject', 'message', 'read']} />;
}
