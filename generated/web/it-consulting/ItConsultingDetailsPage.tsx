// Generated from entities/it-consulting.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { itConsultingMeta } from '../../schemas/it-consulting.schema';

export default function ItConsultingDetailsPage() {
  return <DetailsPage meta={itConsultingMeta} fields={['title', 'summary', 'body', 'icon', 'photo', 'service_id', 'display_order']} />;
}
