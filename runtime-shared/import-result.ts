/** What `POST /api/<name>/import` answers: the server builds it (crud/import.ts), the admin's preview reads it. */

export interface ImportRowResult {
  /** The row's number among the data rows, from 1 (the header is not counted). */
  row: number;
  result: 'created' | 'updated' | 'invalid';
  /** The updated record (a created one has no id in a dry run: it was never kept). */
  id?: number;
  fields?: Record<string, string>;
}

export interface ImportResult {
  dryRun: boolean;
  created: number;
  updated: number;
  invalid: number;
  /** Columns read but not imported: files and passwords cannot come from a CSV; id and timestamps only match. */
  ignored: string[];
  rows: ImportRowResult[];
}
