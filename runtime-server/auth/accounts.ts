/**
 * The account table (`users`): the runtime's one fixed table contract. The
 * generated `user` entity creates it; signing in reads it here.
 */
import type { Knex } from 'knex';

export const ACCOUNT_TABLE = 'users';

/** A signed-in user as the API shows it: never the password hash. */
export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string | null;
  role: string;
}

declare global {
  // Express's Request is extended by declaration merging.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: AuthUser;
      /** Why a sent token was not accepted. */
      authProblem?: string;
    }
  }
}

const PUBLIC_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'role'] as const;

export async function findAccountById(db: Knex, id: number): Promise<AuthUser | undefined> {
  return db(ACCOUNT_TABLE).select(PUBLIC_COLUMNS).where({ id }).first();
}

export async function findAccountByEmail(db: Knex, email: string): Promise<(AuthUser & { password: string | null }) | undefined> {
  return db(ACCOUNT_TABLE).select([...PUBLIC_COLUMNS, 'password']).whereRaw('lower(email) = ?', [email.toLowerCase()]).first();
}
