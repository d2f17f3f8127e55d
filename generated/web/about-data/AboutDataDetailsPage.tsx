// Generated from entities/about-data.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { aboutDataMeta } from '../../schemas/about-data.schema';

export default function AboutDataDetailsPage() {
  return <DetailsPage meta={aboutDataMeta} fields={['company_name', 'tagline', 'logo', 'mission', 'vision', 'story', 'photo', 'founded_year', 'employees', 'email', 'phone', 'linkedin_url', 'x_url', 'facebook_url', 'youtube_url']} />;
}
