/**
 * `npm run new-entity -- <name>`: writes `entities/<name>.entity.ts`, a
 * working entity with the DSL's options shown in comments, and prints the next steps.
 * Refuses an invalid name or an existing file: it never overwrites work.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kebabCase, pascalCase } from './names';
import { NAME } from './sanitize';

/** The text of a new entity file: one required `name` field, the rest of the DSL as comments. */
export function scaffoldEntity(name: string): string {
  const label = pascalCase(name).replace(/(?<=.)([A-Z])/g, ' $1');
  return `import { defineEntity, text } from '../generator/dsl';
// More field kinds: textarea, richText, email, url, password, number, boolean, enumOf, date, image, file, relation.
// import { boolean, date, enumOf, file, image, number, relation, richText, textarea, url } from '../generator/dsl';
// import service from './service.entity';

/** ${label}: say here what one record is and where the site shows it. */
export default defineEntity({
  name: '${name}', // API /api/${kebabCase(name)}, admin /admin/${kebabCase(name)}-list
  label: '${label}',
  fields: {
    name: text({ required: true, max: 120 }),
    // summary: textarea({ max: 500, help: 'Shown on cards' }),
    // body: richText({ label: 'Description' }),
    // website: url(),
    // photo: image({ required: 'onCreate', maxSizeMb: 5 }),
    // brochure: file({ accept: ['pdf'] }),
    // price: number({ integer: false, min: 0 }),
    // featured: boolean({ default: false }),
    // status: enumOf({ draft: 'Draft', posted: 'Posted' }, { default: 'draft' }),
    // starts_on: date(),
    // service_id: relation(() => service, { show: 'name', onDelete: 'cascade' }),
  },
  list: { columns: ['name'], defaultSort: 'name' },
  // details: { fields: ['name'] },
  access: { read: 'public', write: 'admin' }, // each of read/create/update/delete: 'public' | 'authenticated' | 'owner' (with owner: 'user_id') | 'admin'
  admin: { nav: { order: 500 } }, // or nav: false; list/add/edit/details override the admin paths
});
`;
}

/** Writes the file; answers the exit code and what to tell the developer. */
export function newEntity(root: string, name: string | undefined): { code: number; message: string } {
  if (!name || !NAME.test(name)) {
    return { code: 1, message: `"${name ?? ''}" is not a valid entity name: use lower case words joined by _ or -, e.g. npm run new-entity -- case_study` };
  }
  const file = path.join('entities', `${name}.entity.ts`);
  if (existsSync(path.join(root, file))) return { code: 1, message: `${file} exists already; edit it instead.` };
  writeFileSync(path.join(root, file), scaffoldEntity(name));
  return {
    code: 0,
    message: `wrote ${file}
Next:
  1. Edit its fields (the README's "The entity DSL" lists every kind and option).
  2. npm run generate      (schemas, API, typed client, admin pages and a migration)
  3. npm start             (applies the migration; the API answers at /api/${kebabCase(name)})
  4. Commit entities/ and generated/ together.`,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { code, message } = newEntity(root, process.argv[2]);
  (code === 0 ? console.log : console.error)(message);
  process.exit(code);
}
