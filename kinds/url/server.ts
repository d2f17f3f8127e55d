import type { ServerKind } from '../types/server';

/** A URL: stored, answered, filtered and exported as it is. */
export const server: ServerKind = {};
