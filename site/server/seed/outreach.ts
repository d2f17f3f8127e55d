/** Demo outreach data: contact-form enquiries, newsletters and their subscribers. */
import type { Knex } from 'knex';
import type { Service } from '../../../generated/schemas/service.schema';
import { createAll, isEmpty, moment, type SeedContext } from './util';

const CONTACTS: { name: string; email: string; phone?: string; company?: string; service?: string; subject: string; message: string; read: boolean }[] = [
  {
    name: 'Rebecca Shaw',
    email: 'rebecca.shaw@example.com',
    phone: '+1 617 555 0171',
    company: 'Shaw & Partners LLP',
    service: 'managed-support',
    subject: 'Managed support for a 40-person law firm',
    message: 'We are unhappy with our current IT provider and our contract ends in three months. Could you send an outline of your managed support plans and arrange a call next week?',
    read: false,
  },
  {
    name: 'Henrik Larsen',
    email: 'henrik.larsen@example.org',
    company: 'Nordhavn Shipping A/S',
    service: 'cloud-migration',
    subject: 'Migrating our ERP to Azure',
    message: 'We run Dynamics AX on premises in two data centres and want to move to Azure within 18 months. Do you have references for similar migrations, and what would a readiness review cost?',
    read: false,
  },
  {
    name: 'Mei Tanaka',
    email: 'mei.tanaka@example.net',
    phone: '+44 20 7946 0412',
    company: 'Brightside Insurance',
    service: 'cybersecurity',
    subject: 'Penetration test before our ISO 27001 audit',
    message: 'Our certification audit is in May. We need an external penetration test of our customer portal and an internal network test. Are you available in March?',
    read: true,
  },
  {
    name: 'Carlos Mendes',
    email: 'carlos.mendes@example.com',
    subject: 'Invoice for our workshop booking',
    message: 'The invoice for our workshop booking shows our old company address. Could you reissue it with the address from the order?',
    read: true,
  },
  {
    name: 'Julia Novak',
    email: 'julia.novak@example.org',
    company: 'Novak Analytics',
    service: 'data-analytics',
    subject: 'Partnership enquiry',
    message: 'We are a small Power BI consultancy and often get asked for data platform work we cannot staff. Would you be open to a referral partnership?',
    read: false,
  },
];

const NEWSLETTERS = [
  {
    subject: 'Five cloud cost leaks we find in almost every audit',
    preheader: 'And how to fix each of them in under a day.',
    body: '<h2>Five cloud cost leaks</h2><p>After more than sixty cost reviews, the same five problems come up again and again:</p><ol><li>Development environments running all weekend</li><li>Oversized database instances</li><li>Unattached disks and old snapshots</li><li>Missing savings plans for steady workloads</li><li>Data transfer between regions nobody planned for</li></ol><p>Our <a href="/services">IT cost optimisation</a> review finds them for a fixed fee.</p>',
    status: 'sent',
    sentDaysAgo: 45,
    recipients: 6,
  },
  {
    subject: 'Nimbus news: Berlin delivery centre and graduate programme',
    preheader: 'Twelve graduate places and a bigger home in Berlin.',
    body: '<h2>What is new at Nimbus</h2><p>Our Berlin team moves to a larger office next month, and applications for our graduate programme are open until the end of the quarter.</p><p>See all openings on our <a href="/careers">careers page</a>.</p>',
    status: 'sent',
    sentDaysAgo: 10,
    recipients: 8,
  },
  {
    subject: 'Is your Microsoft 365 data really backed up?',
    preheader: 'Retention is not a backup: what Microsoft does and does not keep.',
    body: '<h2>Retention is not a backup</h2><p>Microsoft keeps deleted items for a limited time, but it does not protect you from ransomware, accidental bulk deletion or a departing employee wiping their OneDrive.</p><p>This month our <a href="/products">Managed Backup for Microsoft 365</a> is available at a reduced price.</p>',
    status: 'draft',
    sentDaysAgo: null,
    recipients: null,
  },
];

const SUBSCRIBERS: { email: string; name?: string; source: string; daysAgo: number }[] = [
  { email: 'rebecca.shaw@example.com', name: 'Rebecca Shaw', source: 'home', daysAgo: 120 },
  { email: 'it-team@harborline-logistics.example', source: 'event', daysAgo: 95 },
  { email: 'daniel.okafor@example.com', name: 'Daniel Okafor', source: 'checkout', daysAgo: 30 },
  { email: 'priya.nair@example.org', name: 'Priya Nair', source: 'checkout', daysAgo: 4 },
  { email: 'chloe.martin@example.com', name: 'Chloe Martin', source: 'careers', daysAgo: 8 },
  { email: 'henrik.larsen@example.org', source: 'footer', daysAgo: 60 },
  { email: 'mei.tanaka@example.net', source: 'footer', daysAgo: 22 },
  { email: 'j.okonkwo@example.com', name: 'Joy Okonkwo', source: 'event', daysAgo: 95 },
];

export async function seedOutreach(db: Knex, ctx: SeedContext): Promise<string[]> {
  const seeded: string[] = [];

  if (await isEmpty(db, 'contacts')) {
    const rows = [];
    for (const { service, ...c } of CONTACTS) {
      const linked = service ? await db<Service>('services').where({ slug: service }).first('id') : undefined;
      rows.push({ phone: null, company: null, ...c, service_id: linked?.id ?? null });
    }
    await createAll(ctx, 'contact', rows);
    seeded.push(`${rows.length} contact messages`);
  }

  if (await isEmpty(db, 'news_letters')) {
    await createAll(ctx, 'news-letter', NEWSLETTERS.map(({ sentDaysAgo, ...n }) => ({ ...n, sent_at: sentDaysAgo === null ? null : moment(ctx, -sentDaysAgo) })));
    seeded.push(`${NEWSLETTERS.length} newsletters`);
  }

  if (await isEmpty(db, 'subscribers')) {
    await createAll(ctx, 'subscriber', SUBSCRIBERS.map(({ daysAgo, ...s }) => ({ name: null, ...s, subscribed_at: moment(ctx, -daysAgo) })));
    seeded.push(`${SUBSCRIBERS.length} subscribers`);
  }

  return seeded;
}
