// Generated from entities/contact.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Contact, ContactInput } from '../schemas/contact.schema';
import type { Service } from '../schemas/service.schema';

/** The fields that `sort` and `filter` of contactApi.list accept. */
export type ContactSortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'email' | 'phone' | 'company' | 'service_id' | 'subject' | 'read';

/** The declared actions that contactApi.bulk runs besides delete and update. */
export type ContactAction = 'mark_read' | 'mark_unread';

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type ContactRelations = {
  service: { field: 'service_id'; record: Service; many: false };
};

/**
 * The API of Contacts at /api/contact: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await contactApi.list({ perPage: 10, sort: ['-id'] });
 */
export const contactApi = resourceClient<Contact, ContactInput, ContactSortField, ContactAction, ContactRelations>('contact');
