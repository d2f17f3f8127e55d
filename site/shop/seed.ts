/**
 * Demo shop: categories, subcategories, products (licences, support plans,
 * workshops) and a few orders of the demo customers. Money is in cents.
 */
import type { Knex } from 'knex';
import { germanColumn } from '../server/seed/translations';
import { GERMAN_PRODUCTS } from './seed-german';
import { colours, day, idOf, insertAll, insertOne, isEmpty, moment, picture, stamps, type SeedContext } from '../server/seed/util';

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
  paidDaysAgo?: number;
  lines: { product: string; quantity: number; discounted?: boolean }[];
  shipping: { name: string; company: string; address: string; city: string; postcode: string; country: string; phone: string };
  notes?: string;
}[] = [
  {
    customer: 'daniel.okafor@example.com',
    status: 'completed',
    payment_method: 'card',
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
    lines: [{ product: 'managed-backup-m365', quantity: 50, discounted: true }],
    shipping: { name: 'Lukas Brandt', company: 'Brandt Maschinenbau GmbH', address: 'Industriestraße 14', city: 'Stuttgart', postcode: '70565', country: 'Germany', phone: '+49 30 5550 1842' },
    notes: 'VAT ID DE123456789: reverse charge, please.',
  },
];

export async function seedShop(db: Knex, ctx: SeedContext): Promise<string[]> {
  const seeded: string[] = [];
  const t = stamps(ctx);

  if (await isEmpty(db, 'categories')) {
    const addSubcategories = await isEmpty(db, 'subcategories');
    let subs = 0;
    for (const [i, { subcategories, ...c }] of CATEGORIES.entries()) {
      const categoryId = await insertOne(db, 'categories', { ...c, icon: await picture(ctx, 'category', 96, 96, colours(i)), display_order: i + 1, active: true, ...t });
      if (addSubcategories) {
        await insertAll(db, 'subcategories', subcategories.map((s, j) => ({ ...s, category_id: categoryId, display_order: j + 1, active: true, ...t })));
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
      await insertOne(db, 'products', {
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
        photo: await picture(ctx, 'product', 640, 480, colours(i)),
        quantity: p.quantity,
        active: true,
        featured: p.featured ?? false,
        specifications: p.specifications ?? [],
        ...germanColumn(GERMAN_PRODUCTS[p.slug]),
        ...t,
      });
      n++;
    }
    seeded.push(`${n} products`);
  }

  if ((await isEmpty(db, 'orders')) && (await isEmpty(db, 'order_items'))) {
    const year = ctx.now.slice(0, 4);
    let n = 0;
    for (const [i, o] of ORDERS.entries()) {
      const customer = await db('users').where({ email: o.customer }).first<{ id: number } | undefined>('id');
      if (!customer) continue;
      const lines = [];
      let subtotal = 0;
      for (const l of o.lines) {
        const product = PRODUCTS.find((p) => p.slug === l.product)!;
        const unit = l.discounted && product.discount ? product.discount.price : product.price;
        lines.push({ product_id: await idOf(db, 'products', 'slug', product.slug), name: product.name, unit_price: unit, quantity: l.quantity, line_total: unit * l.quantity });
        subtotal += product.price * l.quantity;
      }
      const charged = lines.reduce((sum, l) => sum + l.line_total, 0);
      const orderId = await insertOne(db, 'orders', {
        order_number: `NC-${year}-${String(1001 + i).padStart(5, '0')}`,
        user_id: customer.id,
        status: o.status,
        currency: 'USD',
        subtotal,
        discount_total: subtotal - charged,
        tax_total: 0,
        total: charged,
        payment_method: o.payment_method,
        payment_reference: o.paidDaysAgo !== undefined ? `${o.payment_method === 'card' ? 'ch' : 'bt'}_demo_${(48213 + i * 7919).toString(36)}` : null,
        paid_at: o.paidDaysAgo !== undefined ? moment(ctx, -o.paidDaysAgo) : null,
        shipping_name: o.shipping.name,
        shipping_company: o.shipping.company,
        shipping_address: o.shipping.address,
        shipping_city: o.shipping.city,
        shipping_postcode: o.shipping.postcode,
        shipping_country: o.shipping.country,
        shipping_phone: o.shipping.phone,
        notes: o.notes ?? null,
        ...t,
      });
      await insertAll(db, 'order_items', lines.map((l) => ({ ...l, order_id: orderId, user_id: customer.id, ...t })));
      n++;
    }
    seeded.push(`${n} orders`);
  }

  return seeded;
}
