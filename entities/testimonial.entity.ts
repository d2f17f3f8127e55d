import { boolean, defineEntity, image, number, text, textarea } from '../generator/dsl';

/**
 * A client's words about working with the company. Signed-in clients submit
 * them from the site; staff review, edit and publish them (there is no add
 * screen). Only published ones belong on the site.
 */
export default defineEntity({
  name: 'testimonial',
  label: 'Testimonial',
  pluralLabel: 'Testimonials',
  fields: {
    client_name: text({ label: 'Client name', required: true, max: 120 }),
    company: text({ max: 120 }),
    designation: text({ max: 120, help: "The client's job title, e.g. CTO" }),
    photo: image({ help: 'A portrait or the company logo' }),
    message: textarea({ required: true, max: 2000 }),
    rating: number({ required: true, min: 1, max: 5, default: 5, help: '1 to 5 stars' }),
    published: boolean({ label: 'Published on the site', default: false, staffOnly: true }),
  },
  titleField: 'client_name',
  publicFilter: { published: true },
  list: { columns: ['photo', 'client_name', 'company', 'rating', 'published'], defaultSort: '-created_at', filters: ['published'] },
  access: { read: 'public', create: 'authenticated', update: 'admin', delete: 'admin' },
  actions: {
    publish: { label: 'Publish', set: { published: true }, from: { published: [false] } },
    unpublish: { label: 'Unpublish', set: { published: false }, from: { published: [true] } },
  },
  admin: { add: false, nav: { order: 60, labels: { de: 'Kundenstimmen' }, label: 'Testimonials', related: ['testimonial-details', 'edit-testimonial'] } },
});
