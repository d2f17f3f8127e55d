// Generated from entities/page.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { pageMeta } from '../../schemas/page.schema';

export default function PageDetailsPage() {
  return <DetailsPage meta={pageMeta} fields={['slug', 'title', 'meta_description', 'body', 'seo', 'layout', 'published']} />;
}
