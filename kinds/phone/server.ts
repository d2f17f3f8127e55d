import type { ServerKind } from '../types/server';

/** A phone number: stored, answered, filtered and exported as it is. */
export const server: ServerKind = {};
