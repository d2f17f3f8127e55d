// Generated from entities/exam-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, RelationSelect, RichTextInput, TextInput } from '../../../runtime-web/form/fields';
import { examQuestionCreateSchema, examQuestionMeta, examQuestionUpdateSchema } from '../../schemas/exam-question.schema';

export default function ExamQuestionFormPage() {
  return (
    <EntityForm meta={examQuestionMeta} createSchema={examQuestionCreateSchema} updateSchema={examQuestionUpdateSchema}>
      <TextInput name="title" label="Title" required />
      <RichTextInput name="instructions" label="Instructions" />
      <TextInput name="duration_minutes" label="Duration (minutes)" type="number" required />
      <TextInput name="pass_mark" label="Pass mark (%)" type="number" required />
      <RelationSelect name="question_ids" label="Questions" entity="single-question" show="question" multiple />
      <Checkbox name="shuffle_questions" label="Shuffle questions" />
      <Checkbox name="active" label="Open for applicants" />
    </EntityForm>
  );
}
