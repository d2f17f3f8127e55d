// Generated from entities/question-type.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { SelectInput, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { questionTypeCreateSchema, questionTypeMeta, questionTypeUpdateSchema } from '../../schemas/question-type.schema';

export default function QuestionTypeFormPage() {
  return (
    <EntityForm meta={questionTypeMeta} createSchema={questionTypeCreateSchema} updateSchema={questionTypeUpdateSchema}>
      <TextInput name="name" label="Name" required />
      <SelectInput name="kind" label="Answer kind" options={[{ value: 'single_choice', label: 'Single choice (one correct option)' }, { value: 'multiple_choice', label: 'Multiple choice (all correct options)' }, { value: 'short_text', label: 'Short text answer' }]} required />
      <TextArea name="description" label="Description" />
    </EntityForm>
  );
}
