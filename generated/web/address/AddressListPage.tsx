// Generated from entities/address.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { addressMeta, type Address } from '../../schemas/address.schema';

const columns: ListColumn<Address>[] = [
  { field: 'title', header: 'Title' },
  { field: 'city', header: 'City' },
  { field: 'country', header: 'Country' },
  { field: 'phone', header: 'Phone' },
  { field: 'headquarters', header: 'Head office' },
];

export default function AddressListPage() {
  return <ListPage meta={addressMeta} columns={columns} />;
}
