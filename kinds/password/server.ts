import { hashPassword } from '../../runtime-server/auth/passwords';
import type { ServerKind } from '../types/server';

/** Stored as a bcrypt hash; never answered, exported, imported, logged, restored or bulk-set. */
export const server: ServerKind = {
  // Blank on edit (no value): the stored hash stays.
  toColumn: (value) => (typeof value === 'string' ? hashPassword(value) : undefined),
  secret: true,
  bulk: false,
};
