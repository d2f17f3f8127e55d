// Generated from entities/redirect.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { redirectMeta } from '../../schemas/redirect.schema';

export default function RedirectDetailsPage() {
  return <DetailsPage meta={redirectMeta} fields={['from_path', 'to', 'status', 'active']} />;
}
