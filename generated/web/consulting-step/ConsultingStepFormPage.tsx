// Generated from entities/consulting-step.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { ImageInput, RichTextInput, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { consultingStepCreateSchema, consultingStepMeta, consultingStepUpdateSchema } from '../../schemas/consulting-step.schema';

export default function ConsultingStepFormPage() {
  return (
    <EntityForm meta={consultingStepMeta} createSchema={consultingStepCreateSchema} updateSchema={consultingStepUpdateSchema}>
      <TextInput name="step_number" label="Step number" type="number" required />
      <TextInput name="title" label="Title" required />
      <TextArea name="summary" label="Short description" required />
      <RichTextInput name="body" label="Details" />
      <ImageInput name="icon" label="Icon" />
    </EntityForm>
  );
}
