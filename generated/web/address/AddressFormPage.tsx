// Generated from entities/address.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { addressCreateSchema, addressMeta, addressUpdateSchema } from '../../schemas/address.schema';
import { AddressFields } from './AddressFields';

export default function AddressFormPage() {
  return (
    <EntityForm meta={addressMeta} createSchema={addressCreateSchema} updateSchema={addressUpdateSchema}>
      <AddressFields />
    </EntityForm>
  );
}
