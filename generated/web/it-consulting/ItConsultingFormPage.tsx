// Generated from entities/it-consulting.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { itConsultingCreateSchema, itConsultingMeta, itConsultingUpdateSchema } from '../../schemas/it-consulting.schema';
import { ItConsultingFields } from './ItConsultingFields';

export default function ItConsultingFormPage() {
  return (
    <EntityForm meta={itConsultingMeta} createSchema={itConsultingCreateSchema} updateSchema={itConsultingUpdateSchema}>
      <ItConsultingFields />
    </EntityForm>
  );
}
