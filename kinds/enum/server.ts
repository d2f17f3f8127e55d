import type { ServerKind } from '../types/server';

/** One of fixed values: stored, answered, filtered (by equality) and exported as it is. */
export const server: ServerKind = {};
