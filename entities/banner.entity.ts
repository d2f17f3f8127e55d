import { defineEntity, image, relation, richText, text } from '../generator/dsl';
import service from './service.entity';

/** A slide of the home page's banner (spec: "Banner list screen", "Banner add/edit form"). */
export default defineEntity({
  name: 'banner',
  label: 'Banner',
  pluralLabel: 'Home Banner',
  fields: {
    title: text({ required: true, localized: true }),
    service_id: relation(() => service, { required: true, label: 'Service', show: 'name' }),
    sub_title: text({ required: true, label: 'Subtitle', localized: true }),
    body: richText({ label: 'Description', localized: true }),
    photo: image({ required: 'onCreate' }),
  },
  list: { columns: ['photo', 'title'] },
  access: { read: 'public', write: 'admin' },
  softDelete: true,
  admin: { details: false, nav: { order: 290, labels: { de: 'Startseiten-Banner' } } },
});
