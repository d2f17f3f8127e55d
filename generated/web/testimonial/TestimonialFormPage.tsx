// Generated from entities/testimonial.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { testimonialCreateSchema, testimonialMeta, testimonialUpdateSchema } from '../../schemas/testimonial.schema';
import { TestimonialFields } from './TestimonialFields';

export default function TestimonialFormPage() {
  return (
    <EntityForm meta={testimonialMeta} createSchema={testimonialCreateSchema} updateSchema={testimonialUpdateSchema}>
      <TestimonialFields />
    </EntityForm>
  );
}
