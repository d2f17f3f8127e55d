/**
 * Demo roles and accounts. The runtime creates the `admin` role and the first
 * admin itself (runtime-server/auth/ensure-admin.ts) before the seed runs, so
 * "empty" here means: nothing besides what the runtime creates.
 */
import type { Knex } from 'knex';
import type { Operation } from '../../../runtime-shared/meta';
import { create, type SeedContext } from './util';

const ALL: Operation[] = ['read', 'create', 'update', 'delete'];
const READ: Operation[] = ['read'];
const REVIEW: Operation[] = ['read', 'update'];
const REVIEW_AND_DELETE: Operation[] = ['read', 'update', 'delete'];

/** Permissions are keyed by the entity's API name (kebab case), as runtime-server/auth/access.ts checks them. */
export const DEMO_ROLES = [
  {
    key: 'admin',
    name: 'Administrator',
    description: 'Full access to the back office, including users and roles.',
    admin_access: true,
    all_permissions: true,
    permissions: {},
  },
  {
    key: 'content_editor',
    name: 'Content Editor',
    description: 'Keeps the public site up to date: home page sections, services, team, notices, content pages, pricing, menus and newsletters.',
    admin_access: true,
    all_permissions: false,
    permissions: {
      banner: ALL,
      service: ALL,
      'about-feature': ALL,
      'partner-count': ALL,
      'consulting-step': ALL,
      'it-consulting': ALL,
      'about-data': REVIEW,
      'team-member': ALL,
      testimonial: REVIEW_AND_DELETE,
      partner: ALL,
      address: ALL,
      notice: ALL,
      'footer-header': ALL,
      'footer-content': ALL,
      'header-menu': ALL,
      'news-letter': ALL,
      subscriber: ['read', 'delete'],
      page: ALL,
      'pricing-plan': ALL,
    },
  },
  {
    key: 'hr',
    name: 'HR / Recruiter',
    description: 'Runs recruitment: job openings, applicants, online exams and the question bank.',
    admin_access: true,
    all_permissions: false,
    permissions: {
      job: ALL,
      applicant: REVIEW_AND_DELETE,
      'applicant-answer': ['read', 'update', 'delete'], // update: marking short-text answers
      'question-type': ALL,
      'single-question': ALL,
      'exam-question': ALL,
      'team-member': REVIEW,
      notice: ['read', 'create', 'update'],
    },
  },
  {
    key: 'sales',
    name: 'Sales & Shop Manager',
    description: 'Runs the online shop and the sales pipeline: products, orders, enquiries and newsletters.',
    admin_access: true,
    all_permissions: false,
    permissions: {
      product: ALL,
      category: ALL,
      subcategory: ALL,
      order: REVIEW,
      'order-item': READ,
      contact: ALL,
      subscriber: READ,
      'news-letter': ALL,
      testimonial: REVIEW,
      partner: READ,
      service: READ,
      user: READ,
    },
  },
  {
    key: 'customer',
    name: 'Customer',
    description: 'A shop and careers account on the public site; no back-office access.',
    admin_access: false,
    all_permissions: false,
    permissions: {},
  },
] as const;

/** The keys the runtime creates on its own (first admin, registration). */
const RUNTIME_KEYS = ['admin', 'customer'];

export async function seedRoles(db: Knex, ctx: SeedContext): Promise<string[]> {
  const others = await db('roles').whereNotIn('key', RUNTIME_KEYS).count({ n: '*' }).first();
  const existing = new Set((await db('roles').select('key')).map((r: { key: string }) => r.key));
  // Runtime roles are topped up whenever missing; the demo roles only into a table without any of its own.
  const wanted = DEMO_ROLES.filter((r) => !existing.has(r.key) && (RUNTIME_KEYS.includes(r.key) || Number(others?.n ?? 0) === 0));
  for (const r of wanted) await create(ctx, 'role', r);
  return wanted.length ? [`${wanted.length} roles`] : [];
}

export const DEMO_PASSWORD = 'demo12345';

export const DEMO_STAFF = [
  { first_name: 'Hannah', last_name: 'Reed', email: 'hr@example.com', phone: '+1 617 555 0131', role: 'hr' },
  { first_name: 'Ethan', last_name: 'Cole', email: 'editor@example.com', phone: '+1 617 555 0132', role: 'content_editor' },
  { first_name: 'Sofia', last_name: 'Marquez', email: 'sales@example.com', phone: '+1 617 555 0133', role: 'sales' },
];

export const DEMO_CUSTOMERS = [
  { first_name: 'Daniel', last_name: 'Okafor', email: 'daniel.okafor@example.com', phone: '+1 312 555 0177' },
  { first_name: 'Priya', last_name: 'Nair', email: 'priya.nair@example.org', phone: '+44 20 7946 0321' },
  { first_name: 'Lukas', last_name: 'Brandt', email: 'lukas.brandt@example.net', phone: '+49 30 5550 1842' },
  { first_name: 'Marcus', last_name: 'Chen', email: 'marcus.chen@example.com', phone: '+1 415 555 0190' },
];

/**
 * Staff with the demo roles and a few shop customers, all with the password `demo12345`; only while no one but
 * admins exists. Each password is hashed by the create, as any account's (7 bcrypt hashes, off the main thread).
 */
export async function seedUsers(db: Knex, ctx: SeedContext): Promise<string[]> {
  const nonAdmins = await db('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .whereNull('roles.key')
    .orWhereNot('roles.key', 'admin')
    .count({ n: '*' })
    .first() as { n: number | string } | undefined;
  if (Number(nonAdmins?.n ?? 0) > 0) return [];
  const taken = new Set((await db('users').select('email')).map((u: { email: string }) => u.email.toLowerCase()));
  const roleIds = new Map((await db('roles').select('id', 'key')).map((r: { id: number; key: string }) => [r.key, Number(r.id)]));
  const rows = [...DEMO_STAFF, ...DEMO_CUSTOMERS.map((u) => ({ ...u, role: 'customer' }))]
    .filter((u) => !taken.has(u.email) && roleIds.has(u.role))
    .map(({ role, ...u }) => ({ ...u, role_id: roleIds.get(role)! }));
  for (const u of rows) await create(ctx, 'user', { ...u, password: DEMO_PASSWORD });
  return rows.length ? [`${rows.length} users`] : [];
}
