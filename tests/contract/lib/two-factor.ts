/**
 * Valid requests of the two-factor routes, which need state the document cannot describe: the admin with a
 * pending secret (confirm), with two-factor sign-in on and a known recovery code (the code step, new codes,
 * turning it off), a challenge the server would have issued, another user to reset. Written straight into
 * the admin's row; the contract test puts the row back after every account route (`restoreAccounts`).
 */
import type { Knex } from 'knex';
import { signChallenge } from '../../../runtime-server/auth/challenge-tokens';
import { encryptSecret, hashRecoveryCode } from '../../../runtime-server/auth/two-factor-codes';
import { freshAccount } from '../../helpers/samples';
import { ADMIN, TEST_SECRET } from '../../helpers/server';
import { totpCode } from '../../helpers/two-factor';

/** A TOTP secret in base32, as an authenticator app would hold it. */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY_CODE = 'ABCD-EFGH-JKLM';

/** The columns the contract test saves and puts back, so that no request leaves the admin with two-factor on. */
export const TWO_FACTOR_COLUMNS = ['two_factor_secret', 'two_factor_pending', 'two_factor_since', 'two_factor_last_step', 'two_factor_recovery'];

async function adminRow(db: Knex): Promise<{ id: number; token_version: number }> {
  const row = await db('users').where({ email: ADMIN.email }).first('id', 'token_version');
  return { id: Number(row.id), token_version: Number(row.token_version) };
}

async function adminWithTwoFactor(db: Knex): Promise<{ id: number; token_version: number }> {
  const admin = await adminRow(db);
  await db('users')
    .where({ id: admin.id })
    .update({
      two_factor_secret: encryptSecret(SECRET, TEST_SECRET),
      two_factor_pending: null,
      two_factor_since: new Date().toISOString(),
      two_factor_last_step: null,
      two_factor_recovery: JSON.stringify([hashRecoveryCode(RECOVERY_CODE, TEST_SECRET)]),
    });
  return admin;
}

/** The body of a valid request of a two-factor operation, or undefined for other operations. */
export async function twoFactorBody(db: Knex, operationId: string): Promise<Record<string, unknown> | undefined> {
  switch (operationId) {
    case 'twoFactorSetup':
      return {};
    case 'twoFactorConfirm': {
      const admin = await adminRow(db);
      await db('users').where({ id: admin.id }).update({ two_factor_secret: null, two_factor_pending: encryptSecret(SECRET, TEST_SECRET) });
      return { current_password: ADMIN.password, code: await totpCode(SECRET) };
    }
    case 'loginTwoFactor': {
      const admin = await adminWithTwoFactor(db);
      return { challenge: signChallenge(admin.id, admin.token_version, 'two_factor', TEST_SECRET), code: RECOVERY_CODE };
    }
    case 'twoFactorRecoveryCodes':
    case 'twoFactorDisable':
      await adminWithTwoFactor(db);
      return { current_password: ADMIN.password, code: RECOVERY_CODE };
    default:
      return undefined;
  }
}

/** The path of a valid reset: another user's (one's own is refused). */
export const resetPath = async (db: Knex) => `/api/auth/users/${await freshAccount(db)}/two-factor/reset`;
