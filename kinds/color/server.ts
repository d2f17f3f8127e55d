import type { ServerKind } from '../types/server';

/** Stored in lower case (colorValue in value.ts): a filter by `#12AB9F` finds `#12ab9f`. */
export const server: ServerKind = {
  filterValue: (raw) => raw.trim().toLowerCase(),
};
