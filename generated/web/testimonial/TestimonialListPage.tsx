// Generated from entities/testimonial.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { testimonialMeta, type Testimonial } from '../../schemas/testimonial.schema';

const columns: ListColumn<Testimonial>[] = [
  { field: 'photo', header: 'Photo' },
  { field: 'client_name', header: 'Client name' },
  { field: 'company', header: 'Company' },
  { field: 'rating', header: 'Rating' },
  { field: 'published', header: 'Published on the site' },
];

export default function TestimonialListPage() {
  return <ListPage meta={testimonialMeta} columns={columns} />;
}
