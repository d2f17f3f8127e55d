// Generated from entities/user-certificate.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { userCertificateMeta, type UserCertificate } from '../../schemas/user-certificate.schema';

const columns: ListColumn<UserCertificate>[] = [
  { field: 'user_id', header: 'Account' },
  { field: 'name', header: 'Name' },
  { field: 'issuer', header: 'Issuer' },
  { field: 'issued_on', header: 'Issued on' },
];

export default function UserCertificateListPage() {
  return <ListPage meta={userCertificateMeta} columns={columns} />;
}
