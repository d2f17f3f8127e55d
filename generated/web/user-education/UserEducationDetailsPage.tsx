// Generated from entities/user-education.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { userEducationMeta } from '../../schemas/user-education.schema';

export default function UserEducationDetailsPage() {
  return <DetailsPage meta={userEducationMeta} fields={['user_id', 'institution', 'degree', 'field_of_study', 'start_date', 'end_date', 'description']} />;
}
