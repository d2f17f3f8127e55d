/** Emits the admin pages of an entity: list, form and details, under `generated/web/<name>/`. */
import { kindOf } from '../kind-of';
import { kindContext } from './kind-context';
import { withSubFields, type SanitizedEntity } from '../model';
import { jsxString, quote, tsLiteral } from '../names';
import { fromGenerated, header } from './header';


export function emitListPage(e: SanitizedEntity): string {
  const columns = e.listColumns.map((name) => {
    const field = e.fields.find((f) => f.name === name)!;
    return `  { field: ${quote(name)}, header: ${quote(field.label)} },`;
  });
  const views = e.views.map((v) => {
    const props = [`title=${jsxString(v.title)}`];
    if (Object.keys(v.filter).length) props.push(`filter={${tsLiteral(v.filter)}}`);
    if (v.params.length) props.push(`paramFilters={${tsLiteral(v.params)}}`);
    return `
/** ${v.title}: /admin/${v.path} */
export function ${v.pascal}() {
  return <ListPage meta={${e.camel}Meta} columns={columns} ${props.join(' ')} />;
}
`;
  });
  const trash = e.softDelete
    ? `
/** The trash: /admin/${e.admin.list}/trash */
export function ${e.pascal}TrashPage() {
  return <TrashPage meta={${e.camel}Meta} columns={columns} />;
}
`
    : '';
  return `${header(e.source)}import { ListPage, type ListColumn } from '${fromGenerated(2, 'runtime-web/list/ListPage')}';${e.softDelete ? `
import { TrashPage } from '${fromGenerated(2, 'runtime-web/records/TrashPage')}';` : ''}
import { ${e.camel}Meta, type ${e.pascal} } from '../../schemas/${e.name}.schema';

const columns: ListColumn<${e.pascal}>[] = [
${columns.join('\n')}
];

export default function ${e.pascal}ListPage() {
  return <ListPage meta={${e.camel}Meta} columns={columns} />;
}
${views.join('')}${trash}`;
}

/** Whether a relation select may offer to create records of the entity in a dialog: it has an add screen to take the form from. */
export const hasInlineForm = (e: SanitizedEntity): boolean => Boolean(e.admin.add) && !e.singleton && e.access.create !== 'none';

/**
 * The entity's form fields, apart from the page: the add/edit page renders
 * them, and so does the "Create …" dialog of relation selects pointing here
 * (with `<camel>InlineForm`, when the entity has an add screen).
 */
export function emitFormFields(e: SanitizedEntity): string {
  // Fields the server sets (the media library's facts) have no input.
  const editable = e.fields.filter((f) => !f.meta.readOnly);
  const inputs = editable.map((f) => `      ${kindOf(f.definition).input(f.definition, kindContext(f))}`);
  // The input components the kinds wrote (`<MoneyInput `), each from its kind's module (`inputFrom`) or, for
  // the shared ones, runtime-web/form/fields: no list of them to keep here.
  // A field made of sub-fields writes its sub-fields' inputs inside its own: each input's first tag is its component.
  const modules = new Map<string, Set<string>>();
  for (const f of editable.flatMap(withSubFields)) {
    const from = kindOf(f.definition).inputFrom ?? 'runtime-web/form/fields';
    const names = modules.get(from) ?? new Set<string>();
    const own = kindOf(f.definition).input(f.definition, kindContext(f));
    const component = /<([A-Z][A-Za-z0-9]*)[ >]/.exec(own)?.[1];
    if (component) names.add(component);
    modules.set(from, names);
  }
  const inputImports = [...modules]
    .filter(([, names]) => names.size > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([from, names]) => `import { ${[...names].sort().join(', ')} } from '${fromGenerated(2, from)}';`)
    .join('\n');
  const inline = hasInlineForm(e);
  const inlineForm = inline
    ? `
/** The add form without its page, for creating ${e.label.toLowerCase()} records inline from a relation select. */
export const ${e.camel}InlineForm: InlineForm = { meta: ${e.camel}Meta, schema: ${e.camel}CreateSchema, Fields: ${e.pascal}Fields };
`
    : '';
  return `${header(e.source)}${inputImports}${inline ? `
import type { InlineForm } from '${fromGenerated(2, 'runtime-web/form/inline/inline-forms')}';
import { ${e.camel}CreateSchema, ${e.camel}Meta } from '../../schemas/${e.name}.schema';` : ''}

export function ${e.pascal}Fields() {
  return (
    <>
${inputs.join('\n')}
    </>
  );
}
${inlineForm}`;
}

export function emitFormPage(e: SanitizedEntity): string {
  return `${header(e.source)}import { EntityForm } from '${fromGenerated(2, 'runtime-web/form/EntityForm')}';
import { ${e.camel}CreateSchema, ${e.camel}Meta, ${e.camel}UpdateSchema } from '../../schemas/${e.name}.schema';
import { ${e.pascal}Fields } from './${e.pascal}Fields';

export default function ${e.pascal}FormPage() {
  return (
    <EntityForm meta={${e.camel}Meta} createSchema={${e.camel}CreateSchema} updateSchema={${e.camel}UpdateSchema}>
      <${e.pascal}Fields />
    </EntityForm>
  );
}
`;
}

export function emitDetailsPage(e: SanitizedEntity): string {
  const imports = e.detailsRelated.filter((r) => r.name !== e.name).map((r) => `\nimport { ${r.camel}Meta } from '../../schemas/${r.name}.schema';`);
  const related = e.detailsRelated.map((r) => `{ meta: ${r.camel}Meta, field: ${quote(r.field)}, title: ${quote(r.title)}, columns: ${tsLiteral(r.columns)} }`);
  const relatedProp = related.length ? ` related={[${related.join(', ')}]}` : '';
  return `${header(e.source)}import { DetailsPage } from '${fromGenerated(2, 'runtime-web/details/DetailsPage')}';
import { ${e.camel}Meta } from '../../schemas/${e.name}.schema';${[...new Set(imports)].join('')}

export default function ${e.pascal}DetailsPage() {
  return <DetailsPage meta={${e.camel}Meta} fields={[${e.detailsFields.map(quote).join(', ')}]}${relatedProp} />;
}
`;
}
