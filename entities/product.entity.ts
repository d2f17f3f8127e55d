import { array, boolean, date, defineEntity, enumOf, image, money, number, relation, richText, text, textarea } from '../generator/dsl';
import category from './category.entity';
import subcategory from './subcategory.entity';

/**
 * Something the online shop sells: a software licence, a support plan, a
 * workshop seat. The price shown is the discount price while today lies in
 * the inclusive discount window (spec 4, "Price rule"); the server computes it.
 */
export default defineEntity({
  name: 'product',
  label: 'Product',
  pluralLabel: 'Products',
  fields: {
    name: text({ required: true, max: 150, localized: true }),
    slug: text({ required: true, max: 160, unique: true, help: 'Used in the page address, e.g. managed-backup-annual' }),
    sku: text({ label: 'SKU', max: 40, unique: true, help: 'Stock-keeping code used on invoices, e.g. NC-SUP-GOLD' }),
    category_id: relation(() => category, { show: 'name', required: true, label: 'Category', sortable: true }),
    subcategory_id: relation(() => subcategory, { show: 'name', label: 'Subcategory', onDelete: 'set null', help: 'Must belong to the chosen category' }),
    summary: textarea({ label: 'Short description', max: 500, help: 'One or two sentences for product cards', localized: true }),
    body: richText({ label: 'Description', localized: true }),
    specifications: array(
      { label: text({ required: true, max: 80, help: 'e.g. Devices covered' }), value: text({ required: true, max: 200, help: 'e.g. Up to 25' }) },
      { rowLabel: 'specification', maxRows: 30, help: 'Lines of the specification table on the product page, in this order', localized: true },
    ),
    billing: enumOf({ one_time: 'One-time', monthly: 'Per month', yearly: 'Per year' }, { label: 'Billing', required: true, default: 'one_time' }),
    price: money({ required: true, help: 'The normal price' }),
    discount_price: money({ label: 'Discount price', help: 'Charged from the discount start date to the end date, both included' }),
    discount_start_date: date({ label: 'Discount starts' }),
    discount_end_date: date({ label: 'Discount ends' }),
    photo: image({ required: 'onCreate' }),
    quantity: number({ label: 'Stock quantity', required: true, default: 0, min: 0, help: 'Units or seats available; orders beyond it are refused' }),
    active: boolean({ label: 'On sale', default: true }),
    featured: boolean({ label: 'Show on the home page', default: false }),
  },
  publicFilter: { active: true },
  search: { title: ['name'], body: ['summary', 'body', 'specifications'], url: '/product-details/:id' },
  list: {
    columns: ['photo', 'name', 'category_id', 'price', 'quantity', 'active'],
    defaultSort: 'name',
    filters: ['category_id', 'subcategory_id', 'billing', 'active', 'featured'],
  },
  access: { read: 'public', write: 'admin' },
  softDelete: true,
  // A price or description change waits as a draft until published (now, or at a set time); "On sale" is the live flag.
  drafts: true,
  rules: [
    { field: 'discount_price', lessThan: 'price' },
    { field: 'discount_end_date', notBefore: 'discount_start_date' },
    { field: 'subcategory_id', belongsTo: { relation: 'category_id', via: 'category_id' } },
  ],
  admin: { list: 'products', details: 'product-details', nav: { order: 20, labels: { de: 'Produkte' }, label: 'Products', related: ['add-product', 'edit-product', 'product-details'] } },
});
