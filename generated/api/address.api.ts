// Generated from entities/address.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Address, AddressInput } from '../schemas/address.schema';

/** The fields that `sort` and `filter` of addressApi.list accept. */
export type AddressSortField = 'id' | 'created_at' | 'updated_at' | 'title' | 'address_line1' | 'address_line2' | 'city' | 'region' | 'postcode' | 'country' | 'phone' | 'email' | 'opening_hours' | 'map_url' | 'headquarters' | 'display_order';

/** The declared actions that addressApi.bulk runs besides delete and update. */
export type AddressAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type AddressRelations = Record<never, never>;

/**
 * The API of Company Addresses at /api/address: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await addressApi.list({ perPage: 10, sort: ['-id'] });
 */
export const addressApi = resourceClient<Address, AddressInput, AddressSortField, AddressAction, AddressRelations>('address');
