/**
 * What one field kind contributes to each artefact. One file per kind in
 * this folder implements it; `index.ts` maps every kind to its file, and the
 * compiler refuses a kind that is missing.
 */
import type { ManyToManyMeta, RelationMeta, UploadMeta } from '../../runtime-shared/meta';
import type { ColumnSpec } from '../model';

export interface KindContext {
  name: string;
  label: string;
  /** Required-ness for the schema being emitted (create or update). */
  required: boolean;
  /** Required-ness as declared, for form inputs (`'onCreate'` marks the input only when adding). */
  declaredRequired: boolean | 'onCreate';
  relation?: RelationMeta;
  manyToMany?: ManyToManyMeta;
}

export interface FieldKindEmitter<F> {
  /** The database column (migrations, schema snapshot); `null` when the value lives elsewhere (a join table). */
  column(field: F, ctx: KindContext): ColumnSpec | null;
  /** A zod expression, using the helpers of runtime-shared/validation. */
  zod(field: F, ctx: KindContext): string;
  /** The TypeScript type of the value in API answers. */
  tsType(field: F, ctx: KindContext): string;
  /** The JSX of the admin form input, using runtime-web/form/fields. */
  input(field: F, ctx: KindContext): string;
  searchable(field: F): boolean;
  sortable: boolean;
  writeOnly?: boolean;
  upload?(field: F): UploadMeta;
  options?(field: F): { value: string; label: string }[];
}

/** `required="onCreate"`, `required` or nothing, for JSX. */
export function requiredAttr(ctx: KindContext): string {
  if (ctx.declaredRequired === 'onCreate') return ' required="onCreate"';
  return ctx.declaredRequired ? ' required' : '';
}

export const MB = 1024 * 1024;
