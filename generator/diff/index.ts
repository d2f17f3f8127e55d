/**
 * diffSchema(): the changes from the last snapshot to the entities, in an
 * order the database accepts: table renames, new tables (referenced ones
 * first), changes inside existing tables, then dropped tables (referencing
 * ones first). Refusals throw a DefinitionError before anything is written.
 */
import type { SanitizedEntity } from '../model';
import type { Snapshot } from '../snapshot';
import { assertNever, type Change } from './changes';
import { tableChanges } from './columns';
import { orderByReferences } from './order';
import { joinChanges } from './joins';
import { matchTables } from './tables';
import { columnsOf, uniqueOf } from '../snapshot';

export type { Change } from './changes';

export function diffSchema(before: Snapshot, entities: SanitizedEntity[], removed: readonly string[] = []): Change[] {
  const plan = matchTables(before, entities, [...removed]);
  const renamed = new Map(plan.matched.filter((m) => m.oldTable !== m.entity.table).map((m) => [m.oldTable, m.entity.table]));
  const perTable = [...plan.matched].sort((a, b) => a.entity.table.localeCompare(b.entity.table)).flatMap((m) => tableChanges(m, renamed));
  const creates = orderByReferences(plan.created.map((e) => ({ table: e.table, source: e.source, columns: columnsOf(e), ...uniqueOf(e) })));
  const joins = joinChanges(before, entities, removed);
  const drops = orderByReferences(plan.dropped.map(({ table, old }) => ({ table, source: old.source, columns: old.columns, ...(old.unique ? { unique: old.unique } : {}) }))).reverse();
  return [
    ...perTable.filter((c) => c.type === 'renameTable'),
    ...creates.map((t): Change => ({ type: 'createTable', ...t })),
    ...joins.creates,
    ...perTable.filter((c) => c.type !== 'renameTable'),
    ...joins.drops,
    ...drops.map((t): Change => ({ type: 'dropTable', ...t })),
  ];
}

/**
 * A short, readable name for a migration: one verb per kind of change, then
 * what it touches, e.g. `create_services_banners` or `add_banners_cta_url`.
 */
export function describeChanges(changes: Change[]): string {
  const groups = new Map<string, string[]>();
  const add = (verb: string, subject: string) => {
    const subjects = groups.get(verb) ?? [];
    if (!subjects.includes(subject)) subjects.push(subject);
    groups.set(verb, subjects);
  };
  for (const c of changes) {
    switch (c.type) {
      case 'createTable':
        add('create', c.table);
        break;
      case 'dropTable':
        add('drop', c.table);
        break;
      case 'renameTable':
        add('rename', `${c.from}_to_${c.table}`);
        break;
      case 'addColumn':
        add('add', `${c.table}_${c.column}`);
        break;
      case 'dropColumn':
        add('drop', `${c.table}_${c.column}`);
        break;
      case 'renameColumn':
        add('rename', `${c.table}_${c.from}_to_${c.column}`);
        break;
      case 'alterColumn':
        add('alter', `${c.table}_${c.column}`);
        break;
      case 'addForeignKey':
      case 'dropForeignKey':
        add('relate', `${c.table}_${c.column}`);
        break;
      case 'addUnique':
      case 'dropUnique':
        add('index', `${c.table}_${c.columns.join('_')}`);
        break;
      case 'addIndex':
      case 'dropIndex':
        add('index', `${c.table}_${c.column}`);
        break;
      case 'reshapeJson':
        add('reshape', `${c.table}_${c.column}`);
        break;
      case 'listToRows':
        add('rows', `${c.table}_${c.column}`);
        break;
      default:
        assertNever(c);
    }
  }
  const name = [...groups].map(([verb, subjects]) => `${verb}_${subjects.length > 3 ? `${subjects.length}_tables` : subjects.join('_')}`).join('_');
  return name.slice(0, 60).replace(/_+$/, '');
}
