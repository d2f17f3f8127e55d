// Generated from entities/consulting-step.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { consultingStepCreateSchema, consultingStepMeta, consultingStepUpdateSchema } from '../../schemas/consulting-step.schema';
import { ConsultingStepFields } from './ConsultingStepFields';

export default function ConsultingStepFormPage() {
  return (
    <EntityForm meta={consultingStepMeta} createSchema={consultingStepCreateSchema} updateSchema={consultingStepUpdateSchema}>
      <ConsultingStepFields />
    </EntityForm>
  );
}
