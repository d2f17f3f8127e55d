// Generated from entities/banner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { bannerMeta } from '../../schemas/banner.schema';

export default function BannerDetailsPage() {
  return <DetailsPage meta={bannerMeta} fields={['title', 'service_id', 'sub_title', 'body', 'photo']} />;
}
