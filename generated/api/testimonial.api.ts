// Generated from entities/testimonial.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Testimonial, TestimonialInput } from '../schemas/testimonial.schema';

/** The fields that `sort` and `filter` of testimonialApi.list accept. */
export type TestimonialSortField = 'id' | 'created_at' | 'updated_at' | 'client_name' | 'company' | 'designation' | 'rating' | 'published';

/** The declared actions that testimonialApi.bulk runs besides delete and update. */
export type TestimonialAction = 'publish' | 'unpublish';

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type TestimonialRelations = Record<never, never>;

/**
 * The API of Testimonials at /api/testimonial: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await testimonialApi.list({ perPage: 10, sort: ['-id'] });
 */
export const testimonialApi = resourceClient<Testimonial, TestimonialInput, TestimonialSortField, TestimonialAction, TestimonialRelations>('testimonial');
