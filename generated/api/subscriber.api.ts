// Generated from entities/subscriber.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Subscriber, SubscriberInput } from '../schemas/subscriber.schema';

/** The fields that `sort` and `filter` of subscriberApi.list accept. */
export type SubscriberSortField = 'id' | 'created_at' | 'updated_at' | 'email' | 'name' | 'source' | 'subscribed_at';

/** The declared actions that subscriberApi.bulk runs besides delete and update. */
export type SubscriberAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type SubscriberRelations = Record<never, never>;

/**
 * The API of Subscribers at /api/subscriber: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await subscriberApi.list({ perPage: 10, sort: ['-id'] });
 */
export const subscriberApi = resourceClient<Subscriber, SubscriberInput, SubscriberSortField, SubscriberAction, SubscriberRelations>('subscriber');
