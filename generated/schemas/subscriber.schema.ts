// Generated from entities/subscriber.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { dateTimeValue, enumValue, textValue } from '../../runtime-shared/validation';

export const subscriberMeta = {
  name: 'subscriber',
  table: 'subscribers',
  label: 'Subscriber',
  pluralLabel: 'Subscribers',
  titleField: 'email',
  defaultSort: '-subscribed_at',
  access: { read: 'admin', create: 'public', update: 'admin', delete: 'admin' },
  admin: { list: 'subscribe-list', add: false, edit: false, details: false },
  singleton: false,
  listFilters: ['source'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'email', kind: 'email', label: 'Email', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, unique: true },
    { name: 'name', kind: 'text', label: 'Name', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 },
    { name: 'source', kind: 'enum', label: 'Source', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'footer', label: 'Site footer' }, { value: 'home', label: 'Home page' }, { value: 'checkout', label: 'Checkout' }, { value: 'careers', label: 'Careers page' }, { value: 'event', label: 'Event or webinar' }, { value: 'import', label: 'Imported' }], default: 'footer' },
    { name: 'subscribed_at', kind: 'datetime', label: 'Subscribed at', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
  ],
} as const satisfies EntityMeta;

export const subscriberCreateSchema = z.object({
  email: textValue({ required: true, max: 254, format: 'email' }),
  name: textValue({ required: false, max: 120 }),
  source: enumValue(['footer', 'home', 'checkout', 'careers', 'event', 'import'], { required: true }),
  subscribed_at: dateTimeValue({ required: false }),
});

export const subscriberUpdateSchema = subscriberCreateSchema;

/** What a client sends to create a Subscriber. */
export type SubscriberInput = z.input<typeof subscriberCreateSchema>;

/** A Subscriber as the API answers it. */
export interface Subscriber {
  id: number;
  email: string;
  name: string | null;
  source: 'footer' | 'home' | 'checkout' | 'careers' | 'event' | 'import';
  subscribed_at: string | null;
  created_at: string;
  updated_at: string;
}
