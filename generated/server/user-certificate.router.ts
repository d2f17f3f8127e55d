// Generated from entities/user-certificate.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { userCertificateCreateSchema, userCertificateMeta, userCertificateUpdateSchema } from '../schemas/user-certificate.schema';
import { userCertificateAnswer } from './serializers';
import { userCertificateStatements } from './statements/user-certificate';

/** The REST API of Certificates at /api/user-certificate. */
export const userCertificateRouter = createCrudRouter({
  meta: userCertificateMeta,
  createSchema: userCertificateCreateSchema,
  updateSchema: userCertificateUpdateSchema,
  answer: userCertificateAnswer,
  statements: userCertificateStatements,
});
