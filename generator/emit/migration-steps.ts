/**
 * One schema change as knex code, run inside `schemaChange(knex, async (trx) => { ... })`,
 * and the change that undoes it (the down migration runs the inverses in reverse order).
 */
import { assertNever, caseInsensitiveName, constraintName, hasPlainIndex, uniqueName, type Change } from '../diff/changes';
import type { ReshapePlan } from '../../kinds/types/emit';
import type { ColumnSpec } from '../model';
import { quote, tsLiteral } from '../names';
import { columnCode, columnShape, literal } from './column-code';

const alterTable = (table: string, lines: string[]) =>
  `await trx.schema.alterTable(${quote(table)}, (t) => {\n${lines.map((l) => `  ${l}`).join('\n')}\n});`;

/** Keeps a column's index and constraint names in knex's default form after its table or its own name changed. */
function renameConstraints(spec: ColumnSpec, table: { from: string; to: string }, column: { from: string; to: string }): string[] {
  const name = (t: string, c: string, what: 'index' | 'unique' | 'foreign') => constraintName(t, c, what);
  const args = (what: 'index' | 'unique' | 'foreign') => `${quote(table.to)}, ${quote(name(table.from, column.from, what))}, ${quote(name(table.to, column.to, what))}`;
  const lines: string[] = [];
  if (hasPlainIndex(spec)) lines.push(`await renameIndex(trx, ${args('index')}, [${quote(column.to)}]);`);
  if (spec.unique && spec.caseInsensitive) {
    lines.push(dropLowerUnique(table.from, column.from), addLowerUnique(table.to, column.to));
  } else if (spec.unique) lines.push(`await renameUnique(trx, ${args('unique')}, [${quote(column.to)}]);`);
  if (spec.references) lines.push(`await renameForeignKey(trx, ${args('foreign')});`);
  return lines;
}

/** A unique index over several columns, named explicitly (diff/changes.ts `uniqueName`). */
const uniqueCode = (table: string, columns: readonly string[]) =>
  `t.unique([${columns.map(quote).join(', ')}], { indexName: ${quote(uniqueName(table, columns))} });`;

const addLowerUnique = (table: string, column: string) =>
  `await addCaseInsensitiveUnique(trx, ${quote(table)}, ${quote(column)}, ${quote(caseInsensitiveName(table, column))});`;
const dropLowerUnique = (table: string, column: string) => `await dropIndexNamed(trx, ${quote(caseInsensitiveName(table, column))});`;

function describeColumn(c: ColumnSpec): string {
  return `${c.type === 'string' ? `string(${c.length ?? 255})` : c.type} ${c.nullable ? 'NULL' : 'NOT NULL'}${c.default !== undefined ? ` default ${literal(c.default)}` : ''}`;
}

/** A comment saying what the step does, then its code. */
export function stepCode(c: Change): string {
  const lines = stepLines(c);
  return [`// ${c.source}: ${stepTitle(c)}`, ...lines].join('\n');
}

function stepTitle(c: Change): string {
  switch (c.type) {
    case 'createTable': return `create ${c.join ? 'join table' : 'table'} ${c.table}`;
    case 'dropTable': return `drop table ${c.table} and its rows`;
    case 'renameTable': return `rename table ${c.from} to ${c.table}; foreign keys pointing at it follow`;
    case 'addColumn': return `add ${c.table}.${c.column}${c.backfill !== undefined ? `, filling existing rows with ${literal(c.backfill)}` : ''}`;
    case 'dropColumn': return `drop ${c.table}.${c.column} and its data (uploaded files stay on disk)`;
    case 'renameColumn': return `rename ${c.table}.${c.from} to ${c.column}, keeping its data`;
    case 'alterColumn': return `${c.table}.${c.column}: ${describeColumn(c.from)} → ${describeColumn(c.to)}${c.backfill !== undefined ? `, NULLs become ${literal(c.backfill)} first` : ''}`;
    case 'addForeignKey': return `${c.table}.${c.column} references ${c.references.table}`;
    case 'dropForeignKey': return `${c.table}.${c.column} no longer references ${c.references.table}`;
    case 'addIndex': return `${c.unique ? `${c.caseInsensitive ? 'case-insensitive ' : ''}unique index` : 'index'} on ${c.table}.${c.column}${c.caseInsensitive ? ' (values stored in lower case first)' : ''}`;
    case 'dropIndex': return `no ${c.unique ? `${c.caseInsensitive ? 'case-insensitive ' : ''}unique index` : 'index'} on ${c.table}.${c.column}`;
    case 'addUnique': return `unique index on ${c.table} (${c.columns.join(', ')}): fails when rows repeat a combination`;
    case 'dropUnique': return `no unique index on ${c.table} (${c.columns.join(', ')})`;
    case 'reshapeJson': return `reshape the values stored in ${c.table}.${c.column}: ${describePlan(c.plan)}`;
    case 'listToRows':
      return c.back
        ? `${c.table}.${c.column}: its rows become a list again (${c.rowsFrom.format}), each row's ${c.rowsFrom.into} one item`
        : `${c.table}.${c.column}: each item of the stored list (${c.rowsFrom.format}) becomes a row, its text in ${c.rowsFrom.into}`;
    default: return assertNever(c);
  }
}

/** `trx('t').whereNull('c').update({ c: value })`: existing rows without a value get one. */
const backfill = (table: string, column: string, value: string | number | boolean) =>
  `await trx(${quote(table)}).whereNull(${quote(column)}).update({ ${/^[a-z_][a-z0-9_]*$/.test(column) ? column : quote(column)}: ${literal(value)} });`;

function stepLines(c: Change): string[] {
  const col = (name: string) => quote(name);
  switch (c.type) {
    case 'createTable':
      if (c.join) {
        const [own, target] = Object.keys(c.columns);
        return [
          `await trx.schema.createTable(${quote(c.table)}, (t) => {`,
          ...Object.entries(c.columns).flatMap(([name, spec]) => columnCode(name, spec)).map((l) => `  ${l}`),
          `  t.primary([${quote(own!)}, ${quote(target!)}]);`,
          `});`,
        ];
      }
      return [
        `await trx.schema.createTable(${quote(c.table)}, (t) => {`,
        `  t.increments('id');`,
        ...Object.entries(c.columns).flatMap(([name, spec]) => columnCode(name, spec)).map((l) => `  ${l}`),
        `  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());`,
        `  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());`,
        ...(c.unique ?? []).map((columns) => `  ${uniqueCode(c.table, columns)}`),
        `});`,
        ...Object.entries(c.columns).flatMap(([name, spec]) => (spec.unique && spec.caseInsensitive ? [addLowerUnique(c.table, name)] : [])),
      ];
    case 'dropTable':
      return [`await trx.schema.dropTable(${quote(c.table)});`];
    case 'renameTable':
      return [
        `await trx.schema.renameTable(${quote(c.from)}, ${quote(c.table)});`,
        ...Object.entries(c.columns).flatMap(([name, spec]) => renameConstraints(spec, { from: c.from, to: c.table }, { from: name, to: name })),
      ];
    case 'addColumn':
      if (c.backfill === undefined) return [alterTable(c.table, columnCode(c.column, c.spec))];
      return [
        alterTable(c.table, columnCode(c.column, { ...c.spec, nullable: true })),
        backfill(c.table, c.column, c.backfill),
        alterTable(c.table, [`${columnShape(c.column, c.spec)}.alter();`]),
      ];
    case 'dropColumn':
      return [alterTable(c.table, [`t.dropColumn(${col(c.column)});`])];
    case 'renameColumn':
      return [
        alterTable(c.table, [`t.renameColumn(${col(c.from)}, ${col(c.column)});`]),
        ...renameConstraints(c.spec, { from: c.table, to: c.table }, { from: c.from, to: c.column }),
      ];
    case 'alterColumn':
      return [
        ...(c.backfill !== undefined ? [backfill(c.table, c.column, c.backfill)] : []),
        alterTable(c.table, [`${columnShape(c.column, c.to)}.alter();`]),
      ];
    case 'addForeignKey':
      return [alterTable(c.table, [`t.foreign(${col(c.column)}).references('id').inTable(${quote(c.references.table)}).onDelete(${quote(c.references.onDelete)});`])];
    case 'dropForeignKey':
      return [alterTable(c.table, [`t.dropForeign([${col(c.column)}]);`])];
    case 'addIndex':
      if (c.caseInsensitive) return [addLowerUnique(c.table, c.column)];
      return [alterTable(c.table, [`t.${c.unique ? 'unique' : 'index'}([${col(c.column)}]);`])];
    case 'dropIndex':
      if (c.caseInsensitive) return [dropLowerUnique(c.table, c.column)];
      return [alterTable(c.table, [`t.${c.unique ? 'dropUnique' : 'dropIndex'}([${col(c.column)}]);`])];
    case 'addUnique':
      return [alterTable(c.table, [uniqueCode(c.table, c.columns)])];
    case 'dropUnique':
      return [alterTable(c.table, [`t.dropUnique([${c.columns.map(col).join(', ')}], ${quote(uniqueName(c.table, c.columns))});`])];
    case 'reshapeJson':
      return [`await reshapeJson(trx, ${quote(c.table)}, ${quote(c.column)}, ${tsLiteral(c.plan)});`];
    case 'listToRows': {
      // The new values go to a column of their own, which then takes the old one's place.
      const target = c.back ? c.from : c.to;
      const temp = `${c.column}__${c.back ? 'list' : 'rows'}`;
      const { default: _default, ...loose } = { ...target, nullable: true };
      const convert = c.back
        ? `await rowsToList(trx, ${quote(c.table)}, ${quote(c.column)}, ${quote(temp)}, ${tsLiteral(c.rowsFrom)});`
        : `await listToRows(trx, ${quote(c.table)}, ${quote(c.column)}, ${quote(temp)}, ${tsLiteral(c.rowsFrom)}, ${tsLiteral(c.fields)});`;
      return [
        alterTable(c.table, [`${columnShape(temp, loose)};`]),
        convert,
        alterTable(c.table, [`t.dropColumn(${col(c.column)});`]),
        alterTable(c.table, [`t.renameColumn(${col(temp)}, ${col(c.column)});`]),
        ...(target.nullable && target.default === undefined ? [] : [alterTable(c.table, [`${columnShape(c.column, target)}.alter();`])]),
      ];
    }
    default:
      return assertNever(c);
  }
}

/** A plan in words, for the step's comment: renames, fills and removals, nested ones too. */
function describePlan(plan: ReshapePlan, prefix = ''): string {
  const parts: string[] = [];
  for (const [from, to] of Object.entries(plan.renameTypes ?? {})) parts.push(`block type ${from} → ${to}`);
  for (const type of plan.dropTypes ?? []) parts.push(`remove blocks of type ${type}`);
  for (const [key, part] of Object.entries(plan.parts)) {
    const at = `${prefix}${key ? `${key}.` : ''}`;
    for (const [from, to] of Object.entries(part.rename ?? {})) parts.push(`${at}${from} → ${at}${to}`);
    for (const name of part.drop ?? []) parts.push(`remove ${at}${name}`);
    for (const [name, value] of Object.entries(part.fill ?? {})) parts.push(`${at}${name} = ${literal(value)} where empty`);
    for (const [name, nested] of Object.entries(part.nested ?? {})) parts.push(describePlan(nested, `${at}${name}.`));
  }
  return parts.join(', ');
}

/**
 * Undoing a reshape renames back; removed values cannot come back and filled ones stay (the older
 * schema reads them, or ignores sub-fields it does not know).
 */
function renamesUndone(plan: ReshapePlan): ReshapePlan {
  const flip = (map: Record<string, string> | undefined) => (map ? Object.fromEntries(Object.entries(map).map(([a, b]) => [b, a])) : undefined);
  const renameTypes = flip(plan.renameTypes);
  const parts: ReshapePlan['parts'] = {};
  for (const [key, part] of Object.entries(plan.parts)) {
    const rename = flip(part.rename);
    // The inverse renames first, so a nested plan is found under the sub-field's old name.
    const oldName = (name: string) => Object.entries(part.rename ?? {}).find(([, to]) => to === name)?.[0] ?? name;
    const nested = part.nested ? Object.fromEntries(Object.entries(part.nested).map(([name, p]) => [oldName(name), renamesUndone(p)])) : undefined;
    const back = Object.entries(plan.renameTypes ?? {}).find(([, to]) => to === key)?.[0] ?? key;
    parts[back] = { ...(rename ? { rename } : {}), ...(nested ? { nested } : {}) };
  }
  return { form: plan.form, parts, ...(renameTypes ? { renameTypes } : {}) };
}

/**
 * The change that undoes `c`. Dropped data cannot come back: undoing a drop
 * creates the table or column again, empty (a column that was NOT NULL without
 * a default comes back nullable, since its rows have no value).
 */
export function inverse(c: Change): Change {
  switch (c.type) {
    case 'createTable': return { ...c, type: 'dropTable' };
    case 'dropTable': return { ...c, type: 'createTable' };
    case 'renameTable': return { ...c, table: c.from, from: c.table };
    case 'addColumn': return { type: 'dropColumn', table: c.table, source: c.source, column: c.column, spec: c.spec };
    case 'dropColumn': {
      const spec = !c.spec.nullable && c.spec.default === undefined ? { ...c.spec, nullable: true } : c.spec;
      return { type: 'addColumn', table: c.table, source: c.source, column: c.column, spec };
    }
    case 'renameColumn': return { ...c, from: c.column, column: c.from };
    case 'alterColumn': return { type: 'alterColumn', table: c.table, source: c.source, column: c.column, from: c.to, to: c.from };
    case 'addForeignKey': return { ...c, type: 'dropForeignKey' };
    case 'dropForeignKey': return { ...c, type: 'addForeignKey' };
    case 'addIndex': return { ...c, type: 'dropIndex' };
    case 'dropIndex': return { ...c, type: 'addIndex' };
    case 'addUnique': return { ...c, type: 'dropUnique' };
    case 'dropUnique': return { ...c, type: 'addUnique' };
    case 'reshapeJson': return { ...c, plan: renamesUndone(c.plan) };
    case 'listToRows': {
      const { back: _back, ...rest } = c;
      return c.back ? rest : { ...rest, back: true };
    }
    default: return assertNever(c);
  }
}
