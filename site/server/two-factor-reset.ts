/**
 * The operators' way back in when the only administrator lost their phone and recovery codes (no other
 * admin can reset it from the back office), on the database `npm start` uses:
 *   npm run two-factor:reset -- someone@example.com
 * Turns the account's two-factor sign-in off and ends its sign-ins; the next sign-in asks for the password
 * alone (and to set it up again, if the role requires it). Run only after checking who is asking.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findAccountByEmail } from '../../runtime-server/auth/accounts';
import { resetTwoFactor } from '../../runtime-server/auth/two-factor';
import { loadConfig } from '../../runtime-server/config';
import { connectDatabase, refuseMissingDatabase } from '../../runtime-server/db/connect';
import { runCommand } from './run-command';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(email: string | undefined): Promise<number> {
  if (!email) {
    console.error('usage: npm run two-factor:reset -- <email of the account>');
    return 2;
  }
  const config = loadConfig(process.env, root);
  refuseMissingDatabase(config.databaseUrl, { production: config.production, allowCreate: false });
  const db = connectDatabase({ url: config.databaseUrl });
  try {
    const account = await findAccountByEmail(db, email);
    if (!account) {
      console.error(`no account signs in with ${email}`);
      return 1;
    }
    if (!account.secrets.twoFactorSince) console.log(`${account.user.email} had no two-factor sign-in; its sign-ins are ended anyway`);
    await resetTwoFactor(db, account.user.id);
    console.log(`two-factor sign-in of ${account.user.email} is reset and its sign-ins ended: it signs in with the password alone`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(() => main(process.argv[2]));
