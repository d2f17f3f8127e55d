import type { ActionMeta, EntityMeta } from '../../runtime-shared/meta';

type Row = Record<string, unknown>;

/** Compared as text, as the server does: SQLite may hand back `1` where the meta says `true`. */
function same(allowed: string | number | boolean, current: unknown): boolean {
  if (typeof allowed === 'boolean' && (current === 0 || current === 1)) return allowed === (current === 1);
  return String(allowed) === String(current);
}

/** Whether the record is in a state the action starts from (no `from`: any state). */
export function actionApplies(action: ActionMeta, row: Row): boolean {
  return Object.entries(action.from ?? {}).every(([field, allowed]) => allowed.some((value) => same(value, row[field])));
}

/** The entity's actions that apply to this record now. */
export function availableActions(meta: EntityMeta, row: Row): ActionMeta[] {
  return (meta.actions ?? []).filter((action) => actionApplies(action, row));
}
