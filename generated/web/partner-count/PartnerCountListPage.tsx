// Generated from entities/partner-count.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { partnerCountMeta, type PartnerCount } from '../../schemas/partner-count.schema';

const columns: ListColumn<PartnerCount>[] = [
  { field: 'icon', header: 'Icon' },
  { field: 'label', header: 'Label' },
  { field: 'value', header: 'Value' },
  { field: 'suffix', header: 'Suffix' },
  { field: 'active', header: 'Shown on the site' },
];

export default function PartnerCountListPage() {
  return <ListPage meta={partnerCountMeta} columns={columns} />;
}
