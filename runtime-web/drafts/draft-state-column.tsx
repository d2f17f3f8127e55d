import type { ColumnDef } from '@tanstack/react-table';
import type { Translate } from '../i18n/catalogues';
import { DraftBadge } from './DraftBadge';
import type { DraftState } from './draft-api';

/** The list's "Status" column of an entity with drafts: Published, Draft or Changed since published. */
export function draftStateColumn<T extends { id: number }>(states: ReadonlyMap<number, DraftState>, t: Translate): ColumnDef<T> {
  return {
    id: '_draft_state',
    header: t('drafts.status'),
    enableSorting: false,
    cell: ({ row }) => <DraftBadge state={states.get(row.original.id)} />,
  };
}
