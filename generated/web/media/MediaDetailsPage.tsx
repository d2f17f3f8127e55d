// Generated from entities/media.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { mediaMeta } from '../../schemas/media.schema';

export default function MediaDetailsPage() {
  return <DetailsPage meta={mediaMeta} fields={['name', 'file', 'alt', 'caption', 'focal_point', 'width', 'height', 'size', 'mime_type', 'kind', 'uploaded_by_id']} />;
}
