import { defineEntity, image, number, relation, richText, text, textarea } from '../generator/dsl';
import service from './service.entity';

/** An IT consulting offering of the home and services pages (e.g. "Cloud readiness review"), optionally linked to a service page. */
export default defineEntity({
  name: 'it_consulting',
  label: 'IT Consulting Service',
  pluralLabel: 'IT Consulting Services',
  fields: {
    title: text({ required: true, max: 120 }),
    summary: textarea({ label: 'Short description', required: true, max: 500 }),
    body: richText({ label: 'Details' }),
    icon: image({ help: 'A small square icon' }),
    photo: image({ help: 'A wide picture for the details page' }),
    service_id: relation(() => service, { show: 'name', label: 'Linked service', onDelete: 'set null', help: '"Learn more" opens this service' }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
  },
  list: { columns: ['icon', 'title', 'service_id', 'display_order'], defaultSort: 'display_order', filters: ['service_id'] },
  access: { read: 'public', write: 'admin' },
  admin: { nav: { order: 280, labels: { de: 'IT-Beratung' }, label: 'IT Consulting Service', related: ['add-it-consulting', 'it-consulting-details', 'edit-it-consulting'] } },
});
