// Generated from entities/it-consulting.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { ImageInput, RelationSelect, RichTextInput, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { itConsultingCreateSchema, itConsultingMeta, itConsultingUpdateSchema } from '../../schemas/it-consulting.schema';

export default function ItConsultingFormPage() {
  return (
    <EntityForm meta={itConsultingMeta} createSchema={itConsultingCreateSchema} updateSchema={itConsultingUpdateSchema}>
      <TextInput name="title" label="Title" required />
      <TextArea name="summary" label="Short description" required />
      <RichTextInput name="body" label="Details" />
      <ImageInput name="icon" label="Icon" />
      <ImageInput name="photo" label="Photo" />
      <RelationSelect name="service_id" label="Linked service" entity="service" show="name" />
      <TextInput name="display_order" label="Display order" type="number" />
    </EntityForm>
  );
}
