// Generated from entities/page.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { TrashPage } from '../../../runtime-web/records/TrashPage';
import { pageMeta, type Page } from '../../schemas/page.schema';

const columns: ListColumn<Page>[] = [
  { field: 'title', header: 'Title' },
  { field: 'slug', header: 'Slug' },
  { field: 'published', header: 'Published on the site' },
];

export default function PageListPage() {
  return <ListPage meta={pageMeta} columns={columns} />;
}

/** The trash: /admin/page-list/trash */
export function PageTrashPage() {
  return <TrashPage meta={pageMeta} columns={columns} />;
}
