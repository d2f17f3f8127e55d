import type { SortingState } from '@tanstack/react-table';

/** `-title` ⇄ `[{id: 'title', desc: true}]`. Only the first key drives the table's arrows. */
export function sortParamToState(sort: string): SortingState {
  const first = sort.split(',')[0]?.trim();
  if (!first) return [];
  return first.startsWith('-') ? [{ id: first.slice(1), desc: true }] : [{ id: first, desc: false }];
}

export function sortStateToParam(sorting: SortingState): string {
  const first = sorting[0];
  return first ? `${first.desc ? '-' : ''}${first.id}` : '';
}
