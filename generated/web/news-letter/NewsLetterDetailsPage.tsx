// Generated from entities/news-letter.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { newsLetterMeta } from '../../schemas/news-letter.schema';

export default function NewsLetterDetailsPage() {
  return <DetailsPage meta={newsLetterMeta} fields={['subject', 'preheader', 'body', 'status', 'sent_at', 'recipients']} />;
}
