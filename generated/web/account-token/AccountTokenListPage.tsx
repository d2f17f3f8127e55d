// Generated from entities/account-token.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { accountTokenMeta, type AccountToken } from '../../schemas/account-token.schema';

const columns: ListColumn<AccountToken>[] = [
  { field: 'user_id', header: 'User' },
  { field: 'purpose', header: 'Purpose' },
  { field: 'new_email', header: 'New email' },
  { field: 'expires_at', header: 'Expires at' },
  { field: 'used_at', header: 'Used at' },
];

export default function AccountTokenListPage() {
  return <ListPage meta={accountTokenMeta} columns={columns} />;
}
