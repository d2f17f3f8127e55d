// Generated from entities/user-education.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { userEducationMeta, type UserEducation } from '../../schemas/user-education.schema';

const columns: ListColumn<UserEducation>[] = [
  { field: 'user_id', header: 'Account' },
  { field: 'institution', header: 'Institution' },
  { field: 'degree', header: 'Degree' },
  { field: 'start_date', header: 'Start date' },
  { field: 'end_date', header: 'End date' },
];

export default function UserEducationListPage() {
  return <ListPage meta={userEducationMeta} columns={columns} />;
}
