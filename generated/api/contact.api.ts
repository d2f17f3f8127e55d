// Generated from entities/contact.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Contact, ContactInput } from '../schemas/contact.schema';

/** The fields that `sort` and `filter` of contactApi.list accept. */
export type ContactSortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'email' | 'phone' | 'company' | 'service_id' | 'subject' | 'read';

/**
 * The API of Contacts at /api/contact: list, get, create, update, patch, remove.
 * @example const { data } = await contactApi.list({ perPage: 10, sort: ['-id'] });
 */
export const contactApi = resourceClient<Contact, ContactInput, ContactSortField>('contact');
