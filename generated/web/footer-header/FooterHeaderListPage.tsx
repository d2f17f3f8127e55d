// Generated from entities/footer-header.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { footerHeaderMeta, type FooterHeader } from '../../schemas/footer-header.schema';

const columns: ListColumn<FooterHeader>[] = [
  { field: 'title', header: 'Title' },
  { field: 'display_order', header: 'Display order' },
  { field: 'active', header: 'Shown on the site' },
];

export default function FooterHeaderListPage() {
  return <ListPage meta={footerHeaderMeta} columns={columns} />;
}
