/** Export and import calls for the back-office tests: the CSV as rows, the import as multipart. */
import { parseCsv } from '../../runtime-server/csv/parse';
import { call, type Answer } from '../helpers/http';

export interface Exported {
  status: number;
  type: string;
  total: string | null;
  header: string[];
  rows: Record<string, string>[];
  text: string;
}

export async function exportCsv(base: string, name: string, query: string, token: string | undefined): Promise<Exported> {
  const res = await fetch(`${base}/api/${name}/export?format=csv${query ? `&${query}` : ''}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('text/csv')) return { status: res.status, type, total: null, header: [], rows: [], text };
  const [header = [], ...data] = parseCsv(text);
  return { status: res.status, type, total: res.headers.get('x-total-count'), header, rows: data.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))), text };
}

/** A CSV file from rows of named cells (quoted where needed). */
export function toCsv(header: string[], rows: Record<string, string>[]): string {
  const field = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [header, ...rows.map((r) => header.map((h) => r[h] ?? ''))].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

export function importCsv(base: string, name: string, csv: string, token: string | undefined, dryRun: boolean): Promise<Answer> {
  const fd = new FormData();
  fd.append('file', new Blob([csv], { type: 'text/csv' }), 'import.csv');
  return call(`${base}/api/${name}/import${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', token, body: fd });
}
