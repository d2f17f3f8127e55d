import { defineEntity, image, number, richText, text, textarea } from '../generator/dsl';

/** A step of the company's consulting process, shown as a numbered sequence ("1. Discover, 2. Plan, ..."). */
export default defineEntity({
  name: 'consulting_step',
  label: 'Consulting Step',
  pluralLabel: 'Consulting Steps',
  fields: {
    step_number: number({ label: 'Step number', required: true, min: 1, max: 50, help: 'Steps are shown in this order' }),
    title: text({ required: true, max: 100 }),
    summary: textarea({ label: 'Short description', required: true, max: 500 }),
    body: richText({ label: 'Details' }),
    icon: image(),
  },
  list: { columns: ['step_number', 'icon', 'title'], defaultSort: 'step_number' },
  access: { read: 'public', write: 'admin' },
  admin: { nav: { order: 270, labels: { de: 'Beratungsschritte' }, label: 'CMS Consulting Steps', related: ['add-consulting-step', 'consulting-step-details', 'edit-consulting-step'] } },
});
