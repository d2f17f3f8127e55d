// Generated from entities/team-member.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { teamMemberMeta, type TeamMember } from '../../schemas/team-member.schema';

const columns: ListColumn<TeamMember>[] = [
  { field: 'photo', header: 'Photo' },
  { field: 'name', header: 'Name' },
  { field: 'designation', header: 'Designation' },
  { field: 'active', header: 'Shown on the site' },
  { field: 'display_order', header: 'Display order' },
];

export default function TeamMemberListPage() {
  return <ListPage meta={teamMemberMeta} columns={columns} />;
}
