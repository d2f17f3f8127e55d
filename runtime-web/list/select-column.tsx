import type { ColumnDef } from '@tanstack/react-table';
import type { Translate } from '../i18n/catalogues';
import type { Selection } from './use-selection';

/** The first column of a list with bulk actions: a checkbox per row, and one in the header for the page. */
export function selectColumn<T extends { id: number }>(selection: Selection, pageIds: readonly number[], t: Translate): ColumnDef<T> {
  const pageChosen = pageIds.length > 0 && pageIds.every((id) => selection.allMatching || selection.ids.has(id));
  return {
    id: '_select',
    enableSorting: false,
    header: () => (
      <input type="checkbox" aria-label={t('bulk.selectPage')} checked={pageChosen} onChange={(e) => selection.togglePage(pageIds, e.target.checked)} />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={t('bulk.selectRow', { id: row.original.id })}
        checked={selection.allMatching || selection.ids.has(row.original.id)}
        onChange={(e) => selection.toggle(row.original.id, e.target.checked)}
      />
    ),
  };
}
