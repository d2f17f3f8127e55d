import { webKinds } from '../../kinds/registry/web';
import type { EntityMeta } from '../../runtime-shared/meta';

export interface ListColumnChoice {
  field: string;
  header: string;
}

/**
 * The column picker's choices: the declared columns first, then every other field whose kind a cell
 * can show (long text and structured values belong on the details page).
 */
export function columnChoices(meta: EntityMeta, declared: readonly ListColumnChoice[]): ListColumnChoice[] {
  const others = meta.fields.filter((f) => !f.writeOnly && webKinds[f.kind].list.column && !declared.some((c) => c.field === f.name));
  return [...declared, ...others.map((f) => ({ field: f.name, header: f.label }))];
}

/** The `cols` URL parameter as a list of known columns; absent or unusable: the declared columns. */
export function visibleColumns(param: string | null, choices: readonly ListColumnChoice[], declared: readonly ListColumnChoice[]): string[] {
  const wanted = (param ?? '').split(',').filter((f) => choices.some((c) => c.field === f));
  return wanted.length ? wanted : declared.map((c) => c.field);
}
