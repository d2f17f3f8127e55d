import type { EntityMeta } from '../../runtime-shared/meta';

export interface ListColumnChoice {
  field: string;
  header: string;
}

/** Kinds a list cell can show in a column; long text and structured values belong on the details page. */
const SHOWN = ['text', 'email', 'url', 'phone', 'number', 'money', 'boolean', 'enum', 'date', 'datetime', 'relation', 'image', 'file', 'manyToMany', 'options'];

/** The column picker's choices: the declared columns first, then every other field a cell can show. */
export function columnChoices(meta: EntityMeta, declared: readonly ListColumnChoice[]): ListColumnChoice[] {
  const others = meta.fields.filter((f) => !f.writeOnly && SHOWN.includes(f.kind) && !declared.some((c) => c.field === f.name));
  return [...declared, ...others.map((f) => ({ field: f.name, header: f.label }))];
}

/** The `cols` URL parameter as a list of known columns; absent or unusable: the declared columns. */
export function visibleColumns(param: string | null, choices: readonly ListColumnChoice[], declared: readonly ListColumnChoice[]): string[] {
  const wanted = (param ?? '').split(',').filter((f) => choices.some((c) => c.field === f));
  return wanted.length ? wanted : declared.map((c) => c.field);
}
