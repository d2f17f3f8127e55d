// Generated from entities/header-menu.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { headerMenuMeta, type HeaderMenu } from '../../schemas/header-menu.schema';

const columns: ListColumn<HeaderMenu>[] = [
  { field: 'label', header: 'Label' },
  { field: 'url', header: 'Link' },
  { field: 'parent_id', header: 'Parent item' },
  { field: 'display_order', header: 'Display order' },
  { field: 'active', header: 'Shown on the site' },
];

export default function HeaderMenuListPage() {
  return <ListPage meta={headerMenuMeta} columns={columns} />;
}
