// Generated from entities/question-type.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { SelectInput } from '../../../kinds/enum/SelectInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { questionTypeCreateSchema, questionTypeMeta } from '../../schemas/question-type.schema';

export function QuestionTypeFields() {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <SelectInput name="kind" label="Answer kind" options={[{ value: 'single_choice', label: 'Single choice (one correct option)' }, { value: 'multiple_choice', label: 'Multiple choice (all correct options)' }, { value: 'short_text', label: 'Short text answer' }]} required />
      <TextArea name="description" label="Description" />
    </>
  );
}

/** The add form without its page, for creating question type records inline from a relation select. */
export const questionTypeInlineForm: InlineForm = { meta: questionTypeMeta, schema: questionTypeCreateSchema, Fields: QuestionTypeFields };
