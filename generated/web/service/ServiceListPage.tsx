// Generated from entities/service.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { TrashPage } from '../../../runtime-web/records/TrashPage';
import { serviceMeta, type Service } from '../../schemas/service.schema';

const columns: ListColumn<Service>[] = [
  { field: 'icon', header: 'Icon or photo' },
  { field: 'name', header: 'Name' },
  { field: 'slug', header: 'Slug' },
  { field: 'featured', header: 'Show on the home page' },
  { field: 'display_order', header: 'Display order' },
];

export default function ServiceListPage() {
  return <ListPage meta={serviceMeta} columns={columns} />;
}

/** The trash: /admin/service-list/trash */
export function ServiceTrashPage() {
  return <TrashPage meta={serviceMeta} columns={columns} />;
}
