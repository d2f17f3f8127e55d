// Generated from entities/notice.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { noticeMeta, type Notice } from '../../schemas/notice.schema';

const columns: ListColumn<Notice>[] = [
  { field: 'title', header: 'Title' },
  { field: 'published_at', header: 'Publish at' },
  { field: 'pinned', header: 'Pinned to the top' },
];

export default function NoticeListPage() {
  return <ListPage meta={noticeMeta} columns={columns} />;
}
