// Generated from entities/user-skill.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { userSkillMeta, type UserSkill } from '../../schemas/user-skill.schema';

const columns: ListColumn<UserSkill>[] = [
  { field: 'user_id', header: 'Account' },
  { field: 'name', header: 'Skill' },
  { field: 'level', header: 'Level' },
];

export default function UserSkillListPage() {
  return <ListPage meta={userSkillMeta} columns={columns} />;
}
