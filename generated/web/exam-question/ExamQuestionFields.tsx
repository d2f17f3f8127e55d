// Generated from entities/exam-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { RichTextInput } from '../../../kinds/rich-text/RichTextInput';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { examQuestionCreateSchema, examQuestionMeta } from '../../schemas/exam-question.schema';

export function ExamQuestionFields() {
  return (
    <>
      <TextInput name="title" label="Title" required />
      <RichTextInput name="instructions" label="Instructions" />
      <TextInput name="duration_minutes" label="Duration (minutes)" type="number" required />
      <TextInput name="pass_mark" label="Pass mark (%)" type="number" required />
      <RelationSelect name="question_ids" label="Questions" entity="single-question" show="question" multiple />
      <Checkbox name="shuffle_questions" label="Shuffle questions" />
      <Checkbox name="active" label="Open for applicants" />
    </>
  );
}

/** The add form without its page, for creating exam records inline from a relation select. */
export const examQuestionInlineForm: InlineForm = { meta: examQuestionMeta, schema: examQuestionCreateSchema, Fields: ExamQuestionFields };
