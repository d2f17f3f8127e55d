import { defineEntity, email, image, number, phone, richText, text, textarea, url } from '../generator/dsl';

/** The company's own facts for the about page, the header and the footer: one record only. */
export default defineEntity({
  name: 'about_data',
  table: 'about_data',
  label: 'About Company',
  pluralLabel: 'About Company',
  singleton: true,
  fields: {
    company_name: text({ label: 'Company name', required: true, max: 120 }),
    tagline: text({ max: 200 }),
    logo: image({ help: 'Shown in the site header' }),
    mission: textarea({ max: 1000 }),
    vision: textarea({ max: 1000 }),
    story: richText({ label: 'Our story' }),
    photo: image({ help: 'A wide picture for the about page' }),
    founded_year: number({ label: 'Founded in', min: 1900, max: 2100 }),
    employees: number({ label: 'Number of employees', min: 0 }),
    email: email({ label: 'General e-mail' }),
    phone: phone({ label: 'General phone' }),
    linkedin_url: url({ label: 'LinkedIn' }),
    x_url: url({ label: 'X (Twitter)' }),
    facebook_url: url({ label: 'Facebook' }),
    youtube_url: url({ label: 'YouTube' }),
  },
  access: { read: 'public', write: 'admin' },
  admin: { list: 'about-data', edit: 'edit-about-data', nav: { order: 285, labels: { de: 'Über das Unternehmen' }, label: 'About Company', related: ['edit-about-data'] } },
});
