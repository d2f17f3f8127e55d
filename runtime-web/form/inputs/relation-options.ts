import { useEffect, useState } from 'react';
import { apiGet, type DataResponse, type ListResponse } from '../../api/client';
import { textOf } from '../../display/format';

export interface Option {
  value: number;
  label: string;
  isDisabled?: boolean;
}

/** How many matches one search loads; more are reached by typing more. */
export const PAGE = 20;

/**
 * The options matching what the user typed, searched on the server (`q`,
 * sorted by the shown field, one page): a select never loads every row. When
 * more match, a last disabled option says so.
 */
export async function searchOptions(entity: string, show: string, text: string): Promise<Option[]> {
  const q = text.trim() ? `&q=${encodeURIComponent(text.trim())}` : '';
  const { data, meta } = await apiGet<ListResponse<Record<string, unknown>>>(`/api/${entity}?perPage=${PAGE}&sort=${encodeURIComponent(show)}${q}`);
  const options: Option[] = data.map((row) => ({ value: Number(row.id), label: String(row[show] ?? row.id) }));
  if (meta.total > options.length) options.push({ value: -1, label: `${meta.total - options.length} more: type to narrow the list`, isDisabled: true });
  return options;
}

/** The labels of the chosen ids: remembered when picked, fetched one by one for the others (a form opened on a saved record). */
export function useChosenLabels(entity: string, show: string, ids: number[]): [Map<number, string>, (picked: readonly Option[]) => void] {
  const [labels, setLabels] = useState(() => new Map<number, string>());
  const missing = ids.filter((id) => !labels.has(id));
  const key = missing.join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    void Promise.all(
      key.split(',').map(async (id) => {
        try {
          const { data } = await apiGet<DataResponse<Record<string, unknown>>>(`/api/${entity}/${id}`);
          return [Number(id), textOf(data[show] ?? id)] as const;
        } catch {
          return [Number(id), `#${id}`] as const; // deleted, in the trash, or not readable
        }
      }),
    ).then((found) => live && setLabels((old) => new Map([...old, ...found])));
    return () => {
      live = false;
    };
  }, [entity, show, key]);
  // Options the user picks carry their labels: no fetch needed for them.
  const remember = (picked: readonly Option[]) => setLabels((old) => new Map([...old, ...picked.map((o) => [o.value, o.label] as const)]));
  return [labels, remember];
}
