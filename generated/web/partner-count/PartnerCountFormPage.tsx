// Generated from entities/partner-count.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { partnerCountCreateSchema, partnerCountMeta, partnerCountUpdateSchema } from '../../schemas/partner-count.schema';
import { PartnerCountFields } from './PartnerCountFields';

export default function PartnerCountFormPage() {
  return (
    <EntityForm meta={partnerCountMeta} createSchema={partnerCountCreateSchema} updateSchema={partnerCountUpdateSchema}>
      <PartnerCountFields />
    </EntityForm>
  );
}
