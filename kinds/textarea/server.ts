import type { ServerKind } from '../types/server';

/** A long text: stored, answered, filtered and exported as it is. */
export const server: ServerKind = { presence: 'text' };
