// Generated from entities/partner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { partnerMeta, type Partner } from '../../schemas/partner.schema';

const columns: ListColumn<Partner>[] = [
  { field: 'logo', header: 'Logo' },
  { field: 'name', header: 'Name' },
  { field: 'partnership', header: 'Relationship' },
  { field: 'active', header: 'Shown on the site' },
  { field: 'display_order', header: 'Display order' },
];

export default function PartnerListPage() {
  return <ListPage meta={partnerMeta} columns={columns} />;
}
