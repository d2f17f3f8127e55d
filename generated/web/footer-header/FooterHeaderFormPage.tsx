// Generated from entities/footer-header.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { footerHeaderCreateSchema, footerHeaderMeta, footerHeaderUpdateSchema } from '../../schemas/footer-header.schema';
import { FooterHeaderFields } from './FooterHeaderFields';

export default function FooterHeaderFormPage() {
  return (
    <EntityForm meta={footerHeaderMeta} createSchema={footerHeaderCreateSchema} updateSchema={footerHeaderUpdateSchema}>
      <FooterHeaderFields />
    </EntityForm>
  );
}
