/** bcrypt hashing (bcryptjs: pure JavaScript, no native build). */
import bcrypt from 'bcryptjs';

const COST = 10;
// Compared against when the email is unknown, so a wrong email takes as long as a wrong password.
// A literal (bcrypt of 'not-a-real-password' at cost 10): hashing it at start cost ~100 ms of every cold start.
const DUMMY_HASH = '$2b$10$1MJYremPC56HNcV/2QwBzOe1OYmlFyPrLjLiTjmJ7G/jCGGOJ0Bh2';

export const hashPassword = (plain: string): Promise<string> => bcrypt.hash(plain, COST);

export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(plain, hash ?? DUMMY_HASH);
  return ok && Boolean(hash);
}
