/**
 * The loop the JSON data steps of migrations share (reshape-json.ts, list-to-rows.ts): read every stored
 * JSON value of a column, turn it into a new value and write that into a column of the same row, in the
 * migration's transaction. A value that is not JSON is left as it is (the kind answers it as empty).
 */
import type { Knex } from 'knex';

/**
 * Writes `change(value)` (the text to store: JSON text for a JSON column, which jsonb reads too) into
 * `table.target` for every row whose `column` holds JSON.
 * @example await eachJsonValue(trx, 'pages', 'seo', 'seo', (value) => JSON.stringify({ ...(value as object), title: '' }));
 */
export async function eachJsonValue(trx: Knex, table: string, column: string, target: string, change: (value: unknown) => string | null): Promise<void> {
  const rows: Record<string, unknown>[] = await trx(table).whereNotNull(column).select('id', column);
  for (const row of rows) {
    const stored = row[column];
    let value: unknown;
    try {
      value = typeof stored === 'string' ? JSON.parse(stored) : stored;
    } catch {
      continue;
    }
    await trx(table).where({ id: row.id }).update({ [target]: change(value) });
  }
}
