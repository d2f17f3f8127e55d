// Generated from entities/banner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { TrashPage } from '../../../runtime-web/records/TrashPage';
import { bannerMeta, type Banner } from '../../schemas/banner.schema';

const columns: ListColumn<Banner>[] = [
  { field: 'photo', header: 'Photo' },
  { field: 'title', header: 'Title' },
];

export default function BannerListPage() {
  return <ListPage meta={bannerMeta} columns={columns} />;
}

/** The trash: /admin/banner-list/trash */
export function BannerTrashPage() {
  return <TrashPage meta={bannerMeta} columns={columns} />;
}
