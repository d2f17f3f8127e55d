// Generated from entities/news-letter.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { newsLetterMeta, type NewsLetter } from '../../schemas/news-letter.schema';

const columns: ListColumn<NewsLetter>[] = [
  { field: 'subject', header: 'Subject' },
  { field: 'status', header: 'Status' },
  { field: 'sent_at', header: 'Sent at' },
  { field: 'recipients', header: 'Recipients' },
];

export default function NewsLetterListPage() {
  return <ListPage meta={newsLetterMeta} columns={columns} />;
}
