// Generated from entities/media.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { mediaMeta, type Media } from '../../schemas/media.schema';

const columns: ListColumn<Media>[] = [
  { field: 'file', header: 'File' },
  { field: 'name', header: 'Name' },
  { field: 'kind', header: 'Kind' },
  { field: 'size', header: 'Size (bytes)' },
  { field: 'uploaded_by_id', header: 'Uploaded by' },
];

export default function MediaListPage() {
  return <ListPage meta={mediaMeta} columns={columns} />;
}
