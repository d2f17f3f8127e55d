// Generated from entities/testimonial.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { testimonialCreateSchema, testimonialMeta, testimonialUpdateSchema } from '../schemas/testimonial.schema';
import { testimonialAnswer } from './serializers';
import { testimonialStatements } from './statements/testimonial';

/** The REST API of Testimonials at /api/testimonial. */
export const testimonialRouter = createCrudRouter({
  meta: testimonialMeta,
  createSchema: testimonialCreateSchema,
  updateSchema: testimonialUpdateSchema,
  answer: testimonialAnswer,
  statements: testimonialStatements,
});
