/**
 * Issue 25: a job's requirements and benefits (rich-text bulleted lists) and a pricing plan's features
 * (an options list, JSON text) became arrays of rows. Migration 0020 converts the stored lists in place:
 * each `<li>` (or paragraph) of the rich text and each string of the options list becomes a row, its
 * text in `text`; the down migration writes the lists back. Run on a real database (SQLite, and
 * PostgreSQL with TEST_DATABASE_URL): the migration is undone, rows are written in the old form with
 * literal values, and the migration runs again; the API then answers the rows.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration0020 from '../../generated/migrations/0020_rows_jobs_requirements_jobs_benefits_pricing_plans_features';
import { call } from '../helpers/http';
import { startTestServer, type TestServer } from '../helpers/server';

const migration = migration0020 as { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const read = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const STAMPS = { created_at: new Date('2026-01-05T10:00:00Z'), updated_at: new Date('2026-01-05T10:00:00Z') };
const job = (slug: string, requirements: string | null, benefits: string | null) => ({
  title: `Job ${slug}`,
  slug,
  category: 'cloud',
  location: 'Berlin, Germany',
  workplace: 'hybrid',
  employment_type: 'full_time',
  vacancies: 1,
  description: '<p>Build clouds</p>',
  state: 'posted',
  requirements,
  benefits,
  ...STAMPS,
});
const plan = (name: string, features: string | null) => ({ name, price: 100, billing: 'monthly', highlighted: false, display_order: 1, active: true, features, ...STAMPS });

describe('migration 0020: lists become rows', () => {
  it('turns stored rich-text lists and option lists into rows, keeping every item, and back', async () => {
    const db = server.db;
    await migration.down(db);
    await db('jobs').insert([
      job('bulleted', '<ul><li>Terraform &amp; Bash</li><li>An <strong>AWS</strong> certification</li></ul>', '<ul><li>Two paid certifications a year</li><li>401(k) match up to 5%</li></ul>'),
      job('paragraphs', '<p>Five years of infrastructure work</p><p>Clear written English</p>', null),
      job('empty', null, ''),
    ]);
    await db('pricing_plans').insert([plan('Listed', '["24/7 service desk","Monthly patching"]'), plan('None', null), plan('Empty list', '[]')]);

    await migration.up(db);
    const jobs = await db('jobs').whereIn('slug', ['bulleted', 'paragraphs', 'empty']).orderBy('slug').select('slug', 'requirements', 'benefits');
    expect(jobs.map((j: Record<string, unknown>) => ({ slug: j.slug, requirements: read(j.requirements), benefits: read(j.benefits) }))).toEqual([
      {
        slug: 'bulleted',
        requirements: [{ text: 'Terraform & Bash' }, { text: 'An AWS certification' }],
        benefits: [{ text: 'Two paid certifications a year' }, { text: '401(k) match up to 5%' }],
      },
      { slug: 'empty', requirements: [], benefits: [] },
      { slug: 'paragraphs', requirements: [{ text: 'Five years of infrastructure work' }, { text: 'Clear written English' }], benefits: [] },
    ]);
    const plans = await db('pricing_plans').whereIn('name', ['Listed', 'None', 'Empty list']).orderBy('name').select('name', 'features');
    expect(plans.map((p: Record<string, unknown>) => ({ name: p.name, features: read(p.features) }))).toEqual([
      { name: 'Empty list', features: [] },
      { name: 'Listed', features: [{ text: '24/7 service desk' }, { text: 'Monthly patching' }] },
      { name: 'None', features: [] },
    ]);

    // The API answers the rows (the public read of an open job and of an active plan).
    const id = (await db('jobs').where({ slug: 'bulleted' }).first<{ id: number }>('id')).id;
    const answer = await call(`${server.url}/api/job/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.requirements).toEqual([{ text: 'Terraform & Bash' }, { text: 'An AWS certification' }]);
    const planId = (await db('pricing_plans').where({ name: 'Listed' }).first<{ id: number }>('id')).id;
    expect((await call(`${server.url}/api/pricing-plan/${planId}`)).body.data.features).toEqual([{ text: '24/7 service desk' }, { text: 'Monthly patching' }]);

    // Down writes each list back in its old form; the items' text is kept (the formatting inside an item is not).
    await migration.down(db);
    const back = await db('jobs').whereIn('slug', ['bulleted', 'paragraphs', 'empty']).orderBy('slug').select('slug', 'requirements', 'benefits');
    expect(back).toEqual([
      { slug: 'bulleted', requirements: '<ul><li>Terraform &amp; Bash</li><li>An AWS certification</li></ul>', benefits: '<ul><li>Two paid certifications a year</li><li>401(k) match up to 5%</li></ul>' },
      { slug: 'empty', requirements: null, benefits: null },
      { slug: 'paragraphs', requirements: '<ul><li>Five years of infrastructure work</li><li>Clear written English</li></ul>', benefits: null },
    ]);
    const plansBack = await db('pricing_plans').whereIn('name', ['Listed', 'None', 'Empty list']).orderBy('name').select('name', 'features');
    expect(plansBack).toEqual([
      { name: 'Empty list', features: null },
      { name: 'Listed', features: '["24/7 service desk","Monthly patching"]' },
      { name: 'None', features: null },
    ]);
    await migration.up(db);
  }, 60_000);
});
