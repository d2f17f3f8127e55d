// Generated from entities/user-skill.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { userSkillMeta } from '../../schemas/user-skill.schema';

export default function UserSkillDetailsPage() {
  return <DetailsPage meta={userSkillMeta} fields={['user_id', 'name', 'level']} />;
}
