import { date, defineEntity, file, relation, text, url } from '../generator/dsl';
import user from './user.entity';

/**
 * A certificate on a customer's profile (/edit-certificate); each customer
 * manages only their own. The scan is private: only its owner and staff
 * granted read download it (GET /api/user-certificate/:id/files/document).
 */
export default defineEntity({
  name: 'user_certificate',
  label: 'Certificate',
  pluralLabel: 'Certificates',
  fields: {
    user_id: relation(() => user, { show: 'email', required: true, label: 'Account', onDelete: 'cascade' }),
    name: text({ required: true, max: 150, help: 'e.g. AWS Certified Solutions Architect' }),
    issuer: text({ required: true, max: 120, help: 'e.g. Amazon Web Services' }),
    issued_on: date({ label: 'Issued on' }),
    credential_url: url({ label: 'Credential link' }),
    document: file({ label: 'Certificate (image or PDF)', accept: ['pdf', 'png', 'jpeg'], maxSizeMb: 5, private: true }),
  },
  owner: 'user_id',
  list: { columns: ['user_id', 'name', 'issuer', 'issued_on'], defaultSort: '-issued_on', filters: ['user_id'] },
  access: { read: 'owner', create: 'authenticated', update: 'owner', delete: 'owner' },
  admin: { nav: false },
});
