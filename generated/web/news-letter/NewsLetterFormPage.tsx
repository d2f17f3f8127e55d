// Generated from entities/news-letter.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { newsLetterCreateSchema, newsLetterMeta, newsLetterUpdateSchema } from '../../schemas/news-letter.schema';
import { NewsLetterFields } from './NewsLetterFields';

export default function NewsLetterFormPage() {
  return (
    <EntityForm meta={newsLetterMeta} createSchema={newsLetterCreateSchema} updateSchema={newsLetterUpdateSchema}>
      <NewsLetterFields />
    </EntityForm>
  );
}
