/** Reads a stored bcrypt hash the way the database holds it (a fact to check, not our code's word). */
import bcrypt from 'bcryptjs';

export const bcryptMatches = (plain: string, hash: string): boolean => bcrypt.compareSync(plain, hash);
