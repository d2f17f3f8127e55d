// Generated from entities/single-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { SelectInput } from '../../../kinds/enum/SelectInput';
import { OptionsInput } from '../../../kinds/options/OptionsInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { singleQuestionCreateSchema, singleQuestionMeta } from '../../schemas/single-question.schema';

export function SingleQuestionFields() {
  return (
    <>
      <RelationSelect name="question_type_id" label="Question type" entity="question-type" show="name" required />
      <TextInput name="question" label="Question" required />
      <OptionsInput name="options" label="Answer options" />
      <OptionsInput name="correct_answers" label="Correct answers" required />
      <Checkbox name="exact_answer" label="Marked automatically (exact answer)" />
      <TextInput name="marks" label="Marks" type="number" required />
      <SelectInput name="difficulty" label="Difficulty" options={[{ value: 'easy', label: 'Easy' }, { value: 'medium', label: 'Medium' }, { value: 'hard', label: 'Hard' }]} required />
      <TextArea name="explanation" label="Explanation" />
      <Checkbox name="active" label="Available for exams" />
    </>
  );
}

/** The add form without its page, for creating question records inline from a relation select. */
export const singleQuestionInlineForm: InlineForm = { meta: singleQuestionMeta, schema: singleQuestionCreateSchema, Fields: SingleQuestionFields };
