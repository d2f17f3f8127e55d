/**
 * Demo shop: categories, subcategories, products (licences, support plans,
 * workshops) and a few orders of the demo customers. Money is in cents.
 * Orders are made as the shop makes them: placed pending with their lines,
 * then paid by an update as a payment is (the order's hooks take the stock),
 * then completed by the declared action.
 */
import type { Knex } from 'knex';
import { colours, create, createAll, day, idOf, isEmpty, moment, png, runAction, update, type SeedContext } from '../server/seed/util';
import { translate } from '../server/seed/translations';
import { GERMAN_PRODUCTS } from './seed-german';

const CATEGORIES = [
  {
    name: 'Software Licences',
    slug: 'software-licences',
    description: 'Productivity, backup and security software, licensed and set up by our engineers.',
    subcategories: [
      { name: 'Microsoft 365', slug: 'microsoft-365', description: 'Business plans with set-up, migration and admin training.' },
      { name: 'Backup & Recovery', slug: 'backup-recovery', description: 'Cloud backup for mailboxes, files and servers.' },
      { name: 'Endpoint Security', slug: 'endpoint-security', description: 'Protection and monitoring for laptops, desktops and servers.' },
    ],
  },
  {
    name: 'Support Plans',
    slug: 'support-plans',
    description: 'Monthly support and operations plans with response times in the contract.',
    subcategories: [
      { name: 'Managed IT Support', slug: 'managed-it-support', description: 'Service desk and proactive maintenance for your team.' },
      { name: 'Cloud Operations', slug: 'cloud-operations', description: 'Monitoring, patching and cost control for your cloud accounts.' },
    ],
  },
  {
    name: 'Training & Workshops',
    slug: 'training-workshops',
    description: 'Hands-on workshops and courses run by the consultants who do the work.',
    subcategories: [
      { name: 'Workshops', slug: 'workshops', description: 'One- and two-day workshops for your leadership and IT teams.' },
      { name: 'Online Courses', slug: 'online-courses', description: 'Instructor-led online courses, priced per seat.' },
    ],
  },
];

interface DemoProduct {
  name: string;
  slug: string;
  sku: string;
  category: string;
  subcategory: string;
  summary: string;
  body: string;
  billing: 'one_time' | 'monthly' | 'yearly';
  price: number;
  /** Discount price and its window in days from today, both ends included. */
  discount?: { price: number; from: number; to: number };
  /** In stock, as the shop shows it once the demo orders took theirs. */
  quantity: number;
  featured?: boolean;
  /** Lines of the specification table on the product page. */
  specifications?: { label: string; value: string }[];
}

const PRODUCTS: DemoProduct[] = [
  {
    name: 'Microsoft 365 Business Premium (per user)',
    slug: 'microsoft-365-business-premium',
    sku: 'NC-LIC-M365-BP',
    category: 'software-licences',
    subcategory: 'microsoft-365',
    summary: 'Office apps, Teams, Intune and Defender for Business, with set-up and admin handover included.',
    body: '<p>One annual Microsoft 365 Business Premium licence per user, provisioned in your tenant by our engineers.</p><ul><li>Office apps, Exchange, SharePoint and Teams</li><li>Intune device management and Defender for Business</li><li>Conditional access baseline configured for you</li></ul>',
    billing: 'yearly',
    price: 264_00,
    quantity: 500,
    featured: true,
    specifications: [
      { label: 'Licence term', value: '12 months, renewed yearly' },
      { label: 'Users covered', value: 'One named user, up to 5 devices' },
      { label: 'Set-up', value: 'Tenant provisioning and admin handover included' },
    ],
  },
  {
    name: 'Managed Backup for Microsoft 365 (per user)',
    slug: 'managed-backup-m365',
    sku: 'NC-LIC-BKP-365',
    category: 'software-licences',
    subcategory: 'backup-recovery',
    summary: 'Daily backups of mail, OneDrive, SharePoint and Teams, with restores done by our service desk.',
    body: '<p>Independent backups of your Microsoft 365 data, kept for seven years in an EU or US data centre of your choice.</p><ul><li>Four backups a day, unlimited storage</li><li>Restores requested through the service desk</li><li>Monthly backup health report</li></ul>',
    billing: 'yearly',
    price: 36_00,
    discount: { price: 29_00, from: -7, to: 14 },
    quantity: 1000,
    featured: true,
  },
  {
    name: 'Endpoint Protection Suite (per device)',
    slug: 'endpoint-protection-suite',
    sku: 'NC-LIC-EDR',
    category: 'software-licences',
    subcategory: 'endpoint-security',
    summary: 'Next-generation antivirus and endpoint detection and response, monitored by our security team.',
    body: '<p>EDR agent for Windows, macOS and Linux with alerts triaged by our security operations team during business hours.</p>',
    billing: 'yearly',
    price: 59_00,
    quantity: 800,
  },
  {
    name: 'Essential Support Plan',
    slug: 'essential-support-plan',
    sku: 'NC-SUP-ESS',
    category: 'support-plans',
    subcategory: 'managed-it-support',
    summary: 'Business-hours service desk for up to 25 users, with a 4-hour response time.',
    body: '<p>Service desk by phone, e-mail and portal from 8:00 to 18:00 on working days.</p><ul><li>Up to 25 users and 30 devices</li><li>4-hour response for urgent issues</li><li>Patch management and monthly report</li></ul>',
    billing: 'monthly',
    price: 1_490_00,
    quantity: 50,
  },
  {
    name: 'Premium 24/7 Support Plan',
    slug: 'premium-support-plan',
    sku: 'NC-SUP-PREM',
    category: 'support-plans',
    subcategory: 'managed-it-support',
    summary: 'Round-the-clock service desk and monitoring for up to 100 users, with a 30-minute response time.',
    body: '<p>Our most complete plan: 24/7 service desk, infrastructure monitoring and a named service manager.</p><ul><li>Up to 100 users and 150 devices</li><li>30-minute response for critical incidents, any time</li><li>Quarterly roadmap review with a senior consultant</li></ul>',
    billing: 'monthly',
    price: 3_900_00,
    quantity: 20,
    featured: true,
    specifications: [
      { label: 'Users', value: 'Up to 100' },
      { label: 'Devices', value: 'Up to 150' },
      { label: 'Critical response', value: '30 minutes, any time' },
    ],
  },
  {
    name: 'Cloud Operations Retainer',
    slug: 'cloud-operations-retainer',
    sku: 'NC-SUP-CLOUDOPS',
    category: 'support-plans',
    subcategory: 'cloud-operations',
    summary: 'Monitoring, patching, backups and monthly cost optimisation for one AWS or Azure environment.',
    body: '<p>We run your cloud environment to an agreed runbook and send you a cost report with savings every month.</p>',
    billing: 'monthly',
    price: 2_750_00,
    quantity: 15,
  },
  {
    name: 'Cloud Readiness Workshop (1 day, on site)',
    slug: 'cloud-readiness-workshop',
    sku: 'NC-TRN-CRW',
    category: 'training-workshops',
    subcategory: 'workshops',
    summary: 'A one-day workshop with your IT and business leads, ending with a prioritised migration shortlist.',
    body: '<p>Two senior consultants spend a day with your team at your office.</p><ul><li>Application portfolio walk-through</li><li>Cloud cost and risk primer</li><li>Written summary and shortlist within five working days</li></ul>',
    billing: 'one_time',
    price: 4_500_00,
    discount: { price: 3_900_00, from: -40, to: -10 },
    quantity: 6,
  },
  {
    name: 'Secure Coding for Developers (online, per seat)',
    slug: 'secure-coding-online',
    sku: 'NC-TRN-SECCODE',
    category: 'training-workshops',
    subcategory: 'online-courses',
    summary: 'Four live online sessions on the OWASP Top 10, with hands-on labs and a certificate.',
    body: '<p>Taught by our penetration testers. Four sessions of three hours, lab environment included for 30 days.</p>',
    billing: 'one_time',
    price: 690_00,
    discount: { price: 590_00, from: 10, to: 30 },
    quantity: 40,
  },
  {
    name: 'Power BI Dashboard Starter Package',
    slug: 'power-bi-starter',
    sku: 'NC-TRN-PBI',
    category: 'training-workshops',
    subcategory: 'workshops',
    summary: 'Three management dashboards built on your data in ten days, plus a half-day training for your analysts.',
    body: '<p>We connect up to three data sources, build three dashboards with your managers, and train two analysts to maintain them.</p>',
    billing: 'one_time',
    price: 6_800_00,
    quantity: 10,
  },
];

/** Orders of the demo customers: lines by product slug; a discounted line is charged the discount price. */
const ORDERS: {
  customer: string;
  status: 'pending' | 'paid' | 'completed';
  payment_method: 'card' | 'bank_transfer' | 'invoice';
  placedDaysAgo: number;
  paidDaysAgo?: number;
  lines: { product: string; quantity: number; discounted?: boolean }[];
  shipping: { name: string; company: string; address: string; city: string; postcode: string; country: string; phone: string };
  notes?: string;
}[] = [
  {
    customer: 'daniel.okafor@example.com',
    status: 'completed',
    payment_method: 'card',
    placedDaysAgo: 21.02,
    paidDaysAgo: 21,
    lines: [
      { product: 'premium-support-plan', quantity: 1 },
      { product: 'endpoint-protection-suite', quantity: 25 },
    ],
    shipping: { name: 'Daniel Okafor', company: 'Okafor & Lane Architects', address: '455 North Wells Street, Floor 3', city: 'Chicago', postcode: '60654', country: 'United States', phone: '+1 312 555 0177' },
    notes: 'Please schedule the onboarding call for a Tuesday or Thursday morning.',
  },
  {
    customer: 'priya.nair@example.org',
    status: 'paid',
    payment_method: 'bank_transfer',
    placedDaysAgo: 3,
    paidDaysAgo: 2,
    lines: [
      { product: 'secure-coding-online', quantity: 4 },
      { product: 'cloud-readiness-workshop', quantity: 1 },
    ],
    shipping: { name: 'Priya Nair', company: 'Lumen Retail Ltd', address: '27 Old Gloucester Street', city: 'London', postcode: 'WC1N 3AX', country: 'United Kingdom', phone: '+44 20 7946 0321' },
  },
  {
    customer: 'lukas.brandt@example.net',
    status: 'pending',
    payment_method: 'card',
    placedDaysAgo: 0.2,
    lines: [{ product: 'managed-backup-m365', quantity: 50, discounted: true }],
    shipping: { name: 'Lukas Brandt', company: 'Brandt Maschinenbau GmbH', address: 'Industriestraße 14', city: 'Stuttgart', postcode: '70565', country: 'Germany', phone: '+49 30 5550 1842' },
    notes: 'VAT ID DE123456789: reverse charge, please.',
  },
];

/**
 * The orders to seed, each with its index in ORDERS and its customer's id (a customer who is not there is left
 * out); undefined when the order tables hold rows already.
 */
async function ordersToSeed(db: Knex): Promise<{ order: (typeof ORDERS)[number]; i: number; customerId: number }[] | undefined> {
  if (!(await isEmpty(db, 'orders')) || !(await isEmpty(db, 'order_items'))) return undefined;
  const seeded = [];
  for (const [i, order] of ORDERS.entries()) {
    const customer = await db('users').where({ email: order.customer }).first<{ id: number } | undefined>('id');
    if (customer) seeded.push({ order, i, customerId: Number(customer.id) });
  }
  return seeded;
}

/** Units of the product that the seeded paid orders take from its stock (the order's hooks take them when it is paid). */
const unitsTaken = (slug: string, orders: { order: (typeof ORDERS)[number] }[]) =>
  orders.filter(({ order }) => order.status !== 'pending').flatMap(({ order }) => order.lines).filter((l) => l.product === slug).reduce((sum, l) => sum + l.quantity, 0);

export async function seedShop(db: Knex, ctx: SeedContext): Promise<string[]> {
  const seeded: string[] = [];
  const orders = await ordersToSeed(db);

  if (await isEmpty(db, 'categories')) {
    const addSubcategories = await isEmpty(db, 'subcategories');
    let subs = 0;
    for (const [i, { subcategories, ...c }] of CATEGORIES.entries()) {
      const category = await create(ctx, 'category', { ...c, display_order: i + 1, active: true }, { files: { icon: png('category', 96, 96, colours(i)) } });
      if (addSubcategories) {
        await createAll(ctx, 'subcategory', subcategories.map((s, j) => ({ ...s, category_id: category.id, display_order: j + 1, active: true })));
        subs += subcategories.length;
      }
    }
    seeded.push(`${CATEGORIES.length} categories with ${subs} subcategories`);
  }

  if (await isEmpty(db, 'products')) {
    let n = 0;
    for (const [i, p] of PRODUCTS.entries()) {
      const category = await db('categories').where({ slug: p.category }).first<{ id: number } | undefined>('id');
      if (!category) continue;
      const subcategory = await db('subcategories').where({ slug: p.subcategory, category_id: category.id }).first<{ id: number } | undefined>('id');
      const product = await create(ctx, 'product', {
        name: p.name,
        slug: p.slug,
        sku: p.sku,
        category_id: category.id,
        subcategory_id: subcategory?.id ?? null,
        summary: p.summary,
        body: p.body,
        billing: p.billing,
        price: p.price,
        discount_price: p.discount?.price ?? null,
        discount_start_date: p.discount ? day(ctx, p.discount.from) : null,
        discount_end_date: p.discount ? day(ctx, p.discount.to) : null,
        // The paid demo orders below take their units when they are paid: the shop then shows `quantity`.
        quantity: p.quantity + unitsTaken(p.slug, orders ?? []),
        active: true,
        featured: p.featured ?? false,
        specifications: p.specifications ?? [],
      }, { files: { photo: png('product', 640, 480, colours(i)) } });
      await translate(ctx, 'product', product.id, GERMAN_PRODUCTS[p.slug]);
      n++;
    }
    seeded.push(`${n} products`);
  }

  const year = ctx.now.slice(0, 4);
  for (const { order: o, i, customerId } of orders ?? []) {
    const lines = [];
    let subtotal = 0;
    for (const l of o.lines) {
      const product = PRODUCTS.find((p) => p.slug === l.product)!;
      const unit = l.discounted && product.discount ? product.discount.price : product.price;
      lines.push({ product_id: await idOf(db, 'products', 'slug', product.slug), name: product.name, unit_price: unit, quantity: l.quantity, line_total: unit * l.quantity });
      subtotal += product.price * l.quantity;
    }
    const charged = lines.reduce((sum, l) => sum + l.line_total, 0);
    // Placed as the checkout places an order: pending, with its lines (editable only while it is pending).
    const order = await create(ctx, 'order', {
      order_number: `NC-${year}-${String(1001 + i).padStart(5, '0')}`,
      user_id: customerId,
      status: 'pending',
      currency: 'USD',
      subtotal,
      discount_total: subtotal - charged,
      tax_total: 0,
      total: charged,
      payment_method: o.payment_method,
      shipping_name: o.shipping.name,
      shipping_company: o.shipping.company,
      shipping_address: o.shipping.address,
      shipping_city: o.shipping.city,
      shipping_postcode: o.shipping.postcode,
      shipping_country: o.shipping.country,
      shipping_phone: o.shipping.phone,
      notes: o.notes ?? null,
    }, { stamps: { created_at: moment(ctx, -o.placedDaysAgo) } });
    await createAll(ctx, 'order-item', lines.map((l) => ({ ...l, order_id: order.id, user_id: customerId })));
    if (o.paidDaysAgo !== undefined) {
      // Paid as a payment pays it (payment/callback.ts): the order's hooks take each line's units from stock.
      const reference = `${o.payment_method === 'card' ? 'ch' : 'bt'}_demo_${(48213 + i * 7919).toString(36)}`;
      await update(ctx, 'order', order.id, { status: 'paid', paid_at: moment(ctx, -o.paidDaysAgo), payment_reference: reference });
    }
    if (o.status === 'completed') await runAction(ctx, 'order', order.id, 'complete');
  }
  if (orders) seeded.push(`${orders.length} orders`);

  return seeded;
}
