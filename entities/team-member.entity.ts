import { boolean, defineEntity, email, image, number, text, textarea, url } from '../generator/dsl';

/** A person of the company shown in the "Our team" sections of the home and about pages. */
export default defineEntity({
  name: 'team_member',
  label: 'Team Member',
  pluralLabel: 'Team Members',
  fields: {
    name: text({ required: true, max: 120 }),
    designation: text({ required: true, max: 120, help: 'Job title, e.g. Principal Cloud Architect' }),
    photo: image({ required: 'onCreate', help: 'A square portrait works best' }),
    bio: textarea({ label: 'Short biography', max: 1000 }),
    email: email({ help: 'Shown on the site; leave empty to hide' }),
    linkedin_url: url({ label: 'LinkedIn' }),
    x_url: url({ label: 'X (Twitter)' }),
    github_url: url({ label: 'GitHub' }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
    active: boolean({ label: 'Shown on the site', default: true }),
  },
  publicFilter: { active: true },
  list: { columns: ['photo', 'name', 'designation', 'active', 'display_order'], defaultSort: 'display_order', filters: ['active'] },
  access: { read: 'public', write: 'admin' },
  admin: { list: 'team-list', add: 'add-member', edit: 'edit-member', details: false, nav: { order: 50, labels: { de: 'Teammitglieder' }, label: 'Team Members', related: ['add-member', 'edit-member'] } },
});
