// Generated from entities/question-type.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { questionTypeCreateSchema, questionTypeMeta, questionTypeUpdateSchema } from '../../schemas/question-type.schema';
import { QuestionTypeFields } from './QuestionTypeFields';

export default function QuestionTypeFormPage() {
  return (
    <EntityForm meta={questionTypeMeta} createSchema={questionTypeCreateSchema} updateSchema={questionTypeUpdateSchema}>
      <QuestionTypeFields />
    </EntityForm>
  );
}
