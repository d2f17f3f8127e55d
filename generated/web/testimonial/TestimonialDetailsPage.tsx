// Generated from entities/testimonial.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { testimonialMeta } from '../../schemas/testimonial.schema';

export default function TestimonialDetailsPage() {
  return <DetailsPage meta={testimonialMeta} fields={['client_name', 'company', 'designation', 'photo', 'message', 'rating', 'published']} />;
}
