// Generated from entities/notice.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { noticeMeta } from '../../schemas/notice.schema';

export default function NoticeDetailsPage() {
  return <DetailsPage meta={noticeMeta} fields={['title', 'summary', 'body', 'attachment', 'published_at', 'pinned']} />;
}
