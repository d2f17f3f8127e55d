/**
 * The operators' way back in when the only administrator lost their phone and recovery codes (no other
 * admin can reset it from the back office), on the database `npm start` uses:
 *   npm run two-factor:reset -- someone@example.com
 * Turns the account's two-factor sign-in off and ends its sign-ins; the next sign-in asks for the password
 * alone (and to set it up again, if the role requires it). Run only after checking who is asking.
 * The account's history keeps the reset (`reset_two_factor`, by "system: two-factor reset command").
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localApiRegistry } from '../../generated/server/local-api';
import { findAccountByEmail } from '../../runtime-server/auth/accounts';
import { resetTwoFactorAs } from '../../runtime-server/auth/two-factor-reset';
import { loadConfig } from '../../runtime-server/config';
import { connectDatabase, refuseMissingDatabase } from '../../runtime-server/db/connect';
import { system } from '../../runtime-server/local-api/caller';
import { commandServices } from './command-services';
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
    // Through the local API: the account's history names the command as who reset it.
    await resetTwoFactorAs(await commandServices(config, db), localApiRegistry.user, account.user.id, system('two-factor reset command'));
    console.log(`two-factor sign-in of ${account.user.email} is reset and its sign-ins ended: it signs in with the password alone`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(() => main(process.argv[2]));
