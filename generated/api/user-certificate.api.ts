// Generated from entities/user-certificate.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { UserCertificate, UserCertificateInput } from '../schemas/user-certificate.schema';
import type { User } from '../schemas/user.schema';

/** The fields that `sort` and `filter` of userCertificateApi.list accept. */
export type UserCertificateSortField = 'id' | 'created_at' | 'updated_at' | 'user_id' | 'name' | 'issuer' | 'issued_on' | 'credential_url';

/** What a client sends: `user_id` may be left out, the server sets it from the token (staff granted create may name any owner). */
export type UserCertificateClientInput = Omit<UserCertificateInput, 'user_id'> & { user_id?: UserCertificateInput['user_id'] };

/** The declared actions that userCertificateApi.bulk runs besides delete and update. */
export type UserCertificateAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type UserCertificateRelations = {
  user: { field: 'user_id'; record: User; many: false };
};

/**
 * The API of Certificates at /api/user-certificate: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * Owned by `user_id`: a signed-in user sees, changes and deletes only their own rows (another user's row answers 404); staff whose role grants the operation reach all.
 * @example const { data } = await userCertificateApi.list({ perPage: 10, sort: ['-id'] });
 */
export const userCertificateApi = resourceClient<UserCertificate, UserCertificateClientInput, UserCertificateSortField, UserCertificateAction, UserCertificateRelations>('user-certificate');
