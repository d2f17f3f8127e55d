// Generated from entities/single-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { singleQuestionCreateSchema, singleQuestionMeta, singleQuestionUpdateSchema } from '../../schemas/single-question.schema';
import { SingleQuestionFields } from './SingleQuestionFields';

export default function SingleQuestionFormPage() {
  return (
    <EntityForm meta={singleQuestionMeta} createSchema={singleQuestionCreateSchema} updateSchema={singleQuestionUpdateSchema}>
      <SingleQuestionFields />
    </EntityForm>
  );
}
