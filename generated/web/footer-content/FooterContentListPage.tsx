// Generated from entities/footer-content.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { footerContentMeta, type FooterContent } from '../../schemas/footer-content.schema';

const columns: ListColumn<FooterContent>[] = [
  { field: 'label', header: 'Label' },
  { field: 'footer_header_id', header: 'Column' },
  { field: 'url', header: 'Link' },
  { field: 'display_order', header: 'Display order' },
  { field: 'active', header: 'Shown on the site' },
];

export default function FooterContentListPage() {
  return <ListPage meta={footerContentMeta} columns={columns} />;
}
