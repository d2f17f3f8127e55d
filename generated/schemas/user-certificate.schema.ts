// Generated from entities/user-certificate.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { dateValue, fileValue, idValue, textValue } from '../../runtime-shared/validation';

export const userCertificateMeta = {
  name: 'user-certificate',
  table: 'user_certificates',
  label: 'Certificate',
  pluralLabel: 'Certificates',
  titleField: 'name',
  defaultSort: '-issued_on',
  access: { read: 'owner', create: 'authenticated', update: 'owner', delete: 'owner' },
  owner: 'user_id',
  admin: { list: 'user-certificate-list', add: 'add-user-certificate', edit: 'edit-user-certificate', details: 'user-certificate-details' },
  singleton: false,
  listFilters: ['user_id'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'user_id', kind: 'relation', label: 'Account', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'user', table: 'users', show: 'email', as: 'user' } },
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 150 },
    { name: 'issuer', kind: 'text', label: 'Issuer', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 },
    { name: 'issued_on', kind: 'date', label: 'Issued on', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'credential_url', kind: 'url', label: 'Credential link', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'document', kind: 'file', label: 'Certificate (image or PDF)', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['application/pdf', 'image/png', 'image/jpeg'], maxBytes: 5242880, private: true } },
  ],
} as const satisfies EntityMeta;

export const userCertificateCreateSchema = z.object({
  user_id: idValue({ required: true }),
  name: textValue({ required: true, max: 150 }),
  issuer: textValue({ required: true, max: 120 }),
  issued_on: dateValue({ required: false }),
  credential_url: textValue({ required: false, max: 2048, format: 'url' }),
  document: fileValue({ required: false }),
});

export const userCertificateUpdateSchema = userCertificateCreateSchema;

/** What a client sends to create a Certificate. */
export type UserCertificateInput = z.input<typeof userCertificateCreateSchema>;

/** A Certificate as the API answers it. */
export interface UserCertificate {
  id: number;
  user_id: number;
  user?: { id: number; email: string } | null;
  name: string;
  issuer: string;
  issued_on: string | null;
  credential_url: string | null;
  document: string | null;
  created_at: string;
  updated_at: string;
}
