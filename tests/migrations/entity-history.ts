/**
 * A scripted history of entity changes, as a team would make them over the
 * years: each step is the entity files after the change. Steps 1..9: add an
 * entity, add fields (one a relation), rename a field, make a field required
 * with a backfill, widen a referenced table's column and convert a text
 * column to numbers (SQLite rebuilds), add unique and plain indexes, rename
 * an entity, drop a field, drop an entity. Files are written whole, so each
 * step reads as the definition a developer would have in front of them.
 */
export const STEPS = [
  'add entity partner',
  'add banner.cta_url and the relation banner.partner_id',
  'rename banner.sub_title to subtitle',
  'make banner.body required, with a backfill',
  'widen service.name (a referenced table) and convert partner.rank from text to number',
  'add a unique index on partner.name and an index on banner.title',
  'rename entity partner to sponsor',
  'drop banner.cta_url (declared)',
  'drop entity sponsor (declared) and the relation to it',
] as const;

const service = (s: number) => `import { defineEntity, image, number, richText, text, textarea } from '../generator/dsl';

export default defineEntity({
  name: 'service',
  label: 'Service',
  pluralLabel: 'Services',
  fields: {
    name: text({ required: true, max: ${s >= 5 ? 200 : 120} }),
    slug: text({ max: 140, unique: true }),
    summary: textarea({ label: 'Short description', max: 500 }),
    body: richText({ label: 'Description' }),
    icon: image({ label: 'Icon or photo' }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
  },
  list: { columns: ['icon', 'name', 'slug', 'display_order'], defaultSort: 'display_order' },
  access: { read: 'public', write: 'admin' },
  admin: { nav: { order: 40 } },
});
`;

const partnerName = (s: number) => (s >= 7 ? 'sponsor' : 'partner');

const partner = (s: number) => `import { defineEntity, image, number, relation, text } from '../generator/dsl';
import service from './service.entity';

export default defineEntity({
  name: '${partnerName(s)}',${s >= 7 ? "\n  renamedFrom: 'partner'," : ''}
  fields: {
    name: text({ required: true${s >= 6 ? ', unique: true' : ''} }),
    logo: image(),
    rank: ${s >= 5 ? 'number({ convert: true })' : 'text()'},
    service_id: relation(() => service, { show: 'name', onDelete: 'set null' }),
  },
  access: { read: 'public', write: 'admin' },
});
`;

const banner = (s: number) => {
  const related = s >= 2 && s < 9;
  const removed = [...(s >= 8 ? ['cta_url'] : []), ...(s >= 9 ? ['partner_id'] : [])];
  const fields = [
    `title: text({ required: true${s >= 6 ? ', index: true' : ''} }),`,
    "service_id: relation(() => service, { required: true, label: 'Service', show: 'name' }),",
    s >= 3 ? "subtitle: text({ required: true, label: 'Subtitle', renamedFrom: 'sub_title' })," : "sub_title: text({ required: true, label: 'Subtitle' }),",
    s >= 4 ? "body: richText({ label: 'Description', required: true, backfill: '<p>None yet</p>' })," : "body: richText({ label: 'Description' }),",
    "photo: image({ required: 'onCreate' }),",
    s >= 2 && s < 8 ? "cta_url: url({ label: 'Button link' })," : '',
    related ? `partner_id: relation(() => ${partnerName(s)}, { show: 'name' }),` : '',
  ].filter(Boolean);
  return `import { defineEntity, image, relation, richText, text, url } from '../generator/dsl';
import service from './service.entity';
${related ? `import ${partnerName(s)} from './${partnerName(s)}.entity';\n` : ''}
export default defineEntity({
  name: 'banner',
  label: 'Banner',
  pluralLabel: 'Home Banner',
  fields: {
${fields.map((f) => `    ${f}`).join('\n')}
  },${removed.length ? `\n  removedFields: [${removed.map((r) => `'${r}'`).join(', ')}],` : ''}
  list: { columns: ['photo', 'title'] },
  access: { read: 'public', write: 'admin' },
  admin: { nav: { order: 290 } },
});
`;
};

/** The entity files after step `s` (1-based): path → text, or null for a file that no longer exists. */
export function entityFilesAt(s: number): Record<string, string | null> {
  return {
    'entities/service.entity.ts': service(s),
    'entities/banner.entity.ts': banner(s),
    'entities/partner.entity.ts': s >= 1 && s < 7 ? partner(s) : null,
    'entities/sponsor.entity.ts': s >= 7 && s < 9 ? partner(s) : null,
    'entities/removed.ts': s >= 9 ? "// Entities deleted on purpose: the generator may drop their tables.\nexport default ['sponsor'];\n" : null,
  };
}
