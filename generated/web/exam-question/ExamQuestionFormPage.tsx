// Generated from entities/exam-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { examQuestionCreateSchema, examQuestionMeta, examQuestionUpdateSchema } from '../../schemas/exam-question.schema';
import { ExamQuestionFields } from './ExamQuestionFields';

export default function ExamQuestionFormPage() {
  return (
    <EntityForm meta={examQuestionMeta} createSchema={examQuestionCreateSchema} updateSchema={examQuestionUpdateSchema}>
      <ExamQuestionFields />
    </EntityForm>
  );
}
