// Generated from entities/banner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { bannerCreateSchema, bannerMeta, bannerUpdateSchema } from '../../schemas/banner.schema';
import { BannerFields } from './BannerFields';

export default function BannerFormPage() {
  return (
    <EntityForm meta={bannerMeta} createSchema={bannerCreateSchema} updateSchema={bannerUpdateSchema}>
      <BannerFields />
    </EntityForm>
  );
}
