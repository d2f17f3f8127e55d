// Generated from entities/partner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { partnerCreateSchema, partnerMeta, partnerUpdateSchema } from '../../schemas/partner.schema';
import { PartnerFields } from './PartnerFields';

export default function PartnerFormPage() {
  return (
    <EntityForm meta={partnerMeta} createSchema={partnerCreateSchema} updateSchema={partnerUpdateSchema}>
      <PartnerFields />
    </EntityForm>
  );
}
