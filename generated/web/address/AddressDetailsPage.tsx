// Generated from entities/address.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { addressMeta } from '../../schemas/address.schema';

export default function AddressDetailsPage() {
  return <DetailsPage meta={addressMeta} fields={['title', 'address_line1', 'address_line2', 'city', 'region', 'postcode', 'country', 'phone', 'email', 'opening_hours', 'map_url', 'headquarters', 'display_order']} />;
}
