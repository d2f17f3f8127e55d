// Generated from entities/it-consulting.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { itConsultingMeta, type ItConsulting } from '../../schemas/it-consulting.schema';

const columns: ListColumn<ItConsulting>[] = [
  { field: 'icon', header: 'Icon' },
  { field: 'title', header: 'Title' },
  { field: 'service_id', header: 'Linked service' },
  { field: 'display_order', header: 'Display order' },
];

export default function ItConsultingListPage() {
  return <ListPage meta={itConsultingMeta} columns={columns} />;
}
