// Generated from entities/order.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { dateTimeValue, enumValue, idValue, moneyValue, textValue } from '../../runtime-shared/validation';

export const orderMeta = {
  name: 'order',
  table: 'orders',
  label: 'Order',
  pluralLabel: 'Orders',
  titleField: 'order_number',
  defaultSort: '-created_at',
  access: { read: 'owner', create: 'admin', update: 'admin', delete: 'admin' },
  owner: 'user_id',
  admin: { list: 'order-list', add: false, edit: 'edit-order', details: 'order-details' },
  singleton: false,
  listFilters: ['status', 'payment_method', 'user_id'],
  actions: [{ name: 'mark_paid', label: 'Mark as paid', set: { status: 'paid', paid_at: '$now' }, from: { status: ['pending', 'failed'] }, confirm: false }, { name: 'ship', label: 'Mark as shipped', set: { status: 'shipped' }, from: { status: ['paid'] }, confirm: false }, { name: 'complete', label: 'Complete', set: { status: 'completed' }, from: { status: ['paid', 'shipped'] }, confirm: false }, { name: 'cancel', label: 'Cancel order', set: { status: 'cancelled' }, from: { status: ['pending', 'paid', 'failed', 'shipped'] }, confirm: true }],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'order_number', kind: 'text', label: 'Order number', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 30, unique: true },
    { name: 'user_id', kind: 'relation', label: 'Customer', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'user', table: 'users', show: 'email', as: 'user' } },
    { name: 'status', kind: 'enum', label: 'Status', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'pending', label: 'Pending payment' }, { value: 'paid', label: 'Paid' }, { value: 'failed', label: 'Payment failed' }, { value: 'cancelled', label: 'Cancelled' }, { value: 'shipped', label: 'Shipped' }, { value: 'completed', label: 'Completed' }], default: 'pending' },
    { name: 'currency', kind: 'enum', label: 'Currency', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'USD', label: 'US dollar' }, { value: 'EUR', label: 'Euro' }, { value: 'GBP', label: 'Pound sterling' }], default: 'USD' },
    { name: 'subtotal', kind: 'money', label: 'Subtotal', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, currency: 'USD', default: 0 },
    { name: 'discount_total', kind: 'money', label: 'Discount', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, currency: 'USD', default: 0 },
    { name: 'tax_total', kind: 'money', label: 'Tax', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, currency: 'USD', default: 0 },
    { name: 'total', kind: 'money', label: 'Total', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, currency: 'USD', default: 0 },
    { name: 'payment_method', kind: 'enum', label: 'Payment method', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, options: [{ value: 'card', label: 'Card' }, { value: 'bank_transfer', label: 'Bank transfer' }, { value: 'invoice', label: 'Invoice (30 days)' }] },
    { name: 'payment_reference', kind: 'text', label: 'Payment reference', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 },
    { name: 'payment_error', kind: 'text', label: 'Payment error', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 300 },
    { name: 'checkout_key', kind: 'text', label: 'Checkout key', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 200, unique: true },
    { name: 'paid_at', kind: 'datetime', label: 'Paid at', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'shipping_name', kind: 'text', label: 'Ship to (name)', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 },
    { name: 'shipping_company', kind: 'text', label: 'Company', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 },
    { name: 'shipping_address', kind: 'textarea', label: 'Address', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 500 },
    { name: 'shipping_city', kind: 'text', label: 'City', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 80 },
    { name: 'shipping_postcode', kind: 'text', label: 'Postcode', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 20 },
    { name: 'shipping_country', kind: 'text', label: 'Country', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 80 },
    { name: 'shipping_phone', kind: 'phone', label: 'Phone', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'notes', kind: 'textarea', label: 'Notes', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 2000 },
  ],
} as const satisfies EntityMeta;

export const orderCreateSchema = z.object({
  order_number: textValue({ required: true, max: 30 }),
  user_id: idValue({ required: true }),
  status: enumValue(['pending', 'paid', 'failed', 'cancelled', 'shipped', 'completed'], { required: true }),
  currency: enumValue(['USD', 'EUR', 'GBP'], { required: true }),
  subtotal: moneyValue({ required: true }),
  discount_total: moneyValue({ required: false, default: 0 }),
  tax_total: moneyValue({ required: false, default: 0 }),
  total: moneyValue({ required: true }),
  payment_method: enumValue(['card', 'bank_transfer', 'invoice'], { required: false }),
  payment_reference: textValue({ required: false, max: 120 }),
  payment_error: textValue({ required: false, max: 300 }),
  checkout_key: textValue({ required: false, max: 200 }),
  paid_at: dateTimeValue({ required: false }),
  shipping_name: textValue({ required: false, max: 120 }),
  shipping_company: textValue({ required: false, max: 120 }),
  shipping_address: textValue({ required: false, max: 500 }),
  shipping_city: textValue({ required: false, max: 80 }),
  shipping_postcode: textValue({ required: false, max: 20 }),
  shipping_country: textValue({ required: false, max: 80 }),
  shipping_phone: textValue({ required: false, max: 30, format: 'phone' }),
  notes: textValue({ required: false, max: 2000 }),
});

export const orderUpdateSchema = orderCreateSchema;

/** What a client sends to create a Order. */
export type OrderInput = z.input<typeof orderCreateSchema>;

/** A Order as the API answers it. */
export interface Order {
  id: number;
  order_number: string;
  user_id: number;
  user?: { id: number; email: string } | null;
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'shipped' | 'completed';
  currency: 'USD' | 'EUR' | 'GBP';
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total: number;
  payment_method: 'card' | 'bank_transfer' | 'invoice' | null;
  payment_reference: string | null;
  payment_error: string | null;
  checkout_key: string | null;
  paid_at: string | null;
  shipping_name: string | null;
  shipping_company: string | null;
  shipping_address: string | null;
  shipping_city: string | null;
  shipping_postcode: string | null;
  shipping_country: string | null;
  shipping_phone: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
}
