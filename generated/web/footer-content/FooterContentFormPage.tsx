// Generated from entities/footer-content.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { footerContentCreateSchema, footerContentMeta, footerContentUpdateSchema } from '../../schemas/footer-content.schema';
import { FooterContentFields } from './FooterContentFields';

export default function FooterContentFormPage() {
  return (
    <EntityForm meta={footerContentMeta} createSchema={footerContentCreateSchema} updateSchema={footerContentUpdateSchema}>
      <FooterContentFields />
    </EntityForm>
  );
}
