// Generated from entities/service.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { serviceMeta } from '../../schemas/service.schema';

export default function ServiceDetailsPage() {
  return <DetailsPage meta={serviceMeta} fields={['name', 'slug', 'summary', 'body', 'icon', 'display_order', 'featured']} />;
}
