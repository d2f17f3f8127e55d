/**
 * Drafts of live records and scheduled publishing, over HTTP on a real server
 * (docs/drafts-and-scheduling.md): a draft leaves what the public reads as it
 * is, publishing makes it live once, discarding drops it, a stale autosave is
 * refused, `?draft=1` needs the read grant, and the scheduler runs each job
 * exactly once with two server processes on one database and catches up at a
 * start. The scheduler is driven by `runDueJobs(now)` with given clocks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, registerCustomer } from '../helpers/accounts';
import { call } from '../helpers/http';
import { addProduct } from '../helpers/shop';
import { ADMIN, startTestServer, startWithAdmin, TEST_DATABASE, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
}, 60_000);
afterAll(() => server?.close());

let pages = 0;
/** A published content page saying "We open at nine." */
async function livePage(published = true): Promise<number> {
  pages++;
  const json = { slug: `opening-hours-${pages}`, title: 'Opening hours', body: '<p>We open at nine.</p>', published };
  const res = await call(`${server.url}/api/page`, { method: 'POST', token: admin, json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

const publicBody = async (id: number) => (await call(`${server.url}/api/page/${id}`)).body.data?.body as string | undefined;
const saveDraft = (id: number, json: object, version?: string) =>
  call(`${server.url}/api/page/${id}/draft`, { method: 'PUT', token: admin, json, ...(version ? { headers: { 'If-Match': `"${version}"` } } : {}) });
const states = async (ids: number[]) => (await call(`${server.url}/api/page/draft-states?ids=${ids.join(',')}`, { token: admin })).body.data.map((s: { id: number; state: string }) => [s.id, s.state]);
const history = async (id: number) => (await call(`${server.url}/api/page/${id}/history`, { token: admin })).body.data.map((v: { action: string | null; operation: string }) => v.action ?? v.operation);

describe('drafts', () => {
  it('saves a draft without changing what the public API answers; staff read it with ?draft=1', async () => {
    const id = await livePage();
    const saved = await saveDraft(id, { body: '<p>We open at ten.</p>' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ state: 'changed', has_draft: true, draft_saved_by: ADMIN.email });
    expect(await publicBody(id)).toBe('<p>We open at nine.</p>');
    const list = await call(`${server.url}/api/page?filter[slug]=opening-hours-${pages}`);
    expect(list.body.data.map((p: { body: string }) => p.body)).toEqual(['<p>We open at nine.</p>']);
    // Staff without ?draft=1 read the live record too.
    expect((await call(`${server.url}/api/page/${id}`, { token: admin })).body.data.body).toBe('<p>We open at nine.</p>');
    const draft = await call(`${server.url}/api/page/${id}?draft=1`, { token: admin });
    expect(draft.body.data).toMatchObject({ id, title: 'Opening hours', body: '<p>We open at ten.</p>', published: true });
    // The draft's HTML is sanitized like a saved record's.
    await saveDraft(id, { body: '<p>We open at ten.</p><script>alert(1)</script>' });
    expect((await call(`${server.url}/api/page/${id}?draft=1`, { token: admin })).body.data.body).toBe('<p>We open at ten.</p>');
    // The history holds only real changes of the live record: the creation.
    expect(await history(id)).toEqual(['create']);
  });

  it('refuses ?draft=1 without the read grant: anonymous 401, a customer and staff without it 403', async () => {
    const id = await livePage();
    await saveDraft(id, { title: 'Secret new title' });
    expect((await call(`${server.url}/api/page/${id}?draft=1`)).status).toBe(401);
    const customer = await registerCustomer(server.url, 'drafts-customer@test.local');
    expect((await call(`${server.url}/api/page/${id}?draft=1`, { token: customer.token })).status).toBe(403);
    const jobsOnly = await createStaff(server.url, admin, 'drafts-jobs-editor', { job: ['read', 'update'] });
    const refused = await call(`${server.url}/api/page/${id}?draft=1`, { token: jobsOnly.token });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('Secret new title');
    expect((await call(`${server.url}/api/page/${id}/draft`, { token: jobsOnly.token })).status).toBe(403);
    expect((await call(`${server.url}/api/page/${id}?draft=yes`, { token: admin })).status).toBe(400);
    // A reader-only role reads the draft but may not save one.
    const reader = await createStaff(server.url, admin, 'drafts-page-reader', { page: ['read'] });
    expect((await call(`${server.url}/api/page/${id}?draft=1`, { token: reader.token })).body.data.title).toBe('Secret new title');
    expect((await call(`${server.url}/api/page/${id}/draft`, { method: 'PUT', token: reader.token, json: { title: 'x' } })).status).toBe(403);
  });

  it('labels records for the list: Published, Draft (the public does not see it), Changed since published', async () => {
    const published = await livePage();
    const changed = await livePage();
    const hidden = await livePage(false);
    await saveDraft(changed, { title: 'Opening hours in winter' });
    expect(await states([published, changed, hidden])).toEqual([[published, 'published'], [changed, 'changed'], [hidden, 'draft']]);
    expect((await call(`${server.url}/api/page/draft-states?ids=1,x`, { token: admin })).status).toBe(400);
    expect((await call(`${server.url}/api/page/draft-states?ids=${published}`)).status).toBe(401);
  });

  it('refuses a stale autosave with 409 and keeps the newer save', async () => {
    const id = await livePage();
    const first = await saveDraft(id, { title: 'Opening hours (draft 1)' });
    const v1 = first.body.data.version as string;
    const second = await saveDraft(id, { title: 'Opening hours (draft 2)' }, v1);
    expect(second.status).toBe(200);
    const v2 = second.body.data.version as string;
    expect(v2 > v1).toBe(true);
    // Another tab still holding v1 autosaves: refused, and the newer draft stays.
    const stale = await saveDraft(id, { title: 'Opening hours (old tab)' }, v1);
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(`This content page was saved by ${ADMIN.email} after you opened it. Reload it to see the changes, or save again to overwrite them.`);
    expect((await call(`${server.url}/api/page/${id}?draft=1`, { token: admin })).body.data.title).toBe('Opening hours (draft 2)');
    expect((await saveDraft(id, { title: 'Opening hours (draft 3)' }, v2)).status).toBe(200);
    // Without a draft the version is the live record's updated_at.
    const other = await livePage();
    const live = (await call(`${server.url}/api/page/${other}`, { token: admin })).body.data.updated_at as string;
    expect((await saveDraft(other, { title: 'x' }, '2001-01-01T00:00:00.000Z')).status).toBe(409);
    expect((await saveDraft(other, { title: 'Opening hours, new' }, live)).status).toBe(200);
    // An invalid draft is refused like an invalid update, naming the field.
    const invalid = await saveDraft(other, { title: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ title: 'This field is required' });
  });

  it('publishes the draft: the public API answers it, the history says publish, the draft is gone', async () => {
    const id = await livePage();
    const { version } = (await saveDraft(id, { body: '<p>We open at ten.</p>' })).body.data;
    const published = await call(`${server.url}/api/page/${id}/publish`, { method: 'POST', token: admin, headers: { 'If-Match': `"${version}"` } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.body).toBe('<p>We open at ten.</p>');
    expect(await publicBody(id)).toBe('<p>We open at ten.</p>');
    expect(await history(id)).toEqual(['publish', 'create']);
    expect((await call(`${server.url}/api/page/${id}/draft`, { token: admin })).body.data.status).toMatchObject({ state: 'published', has_draft: false });
    // Publishing a page that is not live makes it live (its live flag, published).
    const hidden = await livePage(false);
    expect(await publicBody(hidden)).toBeUndefined();
    expect((await call(`${server.url}/api/page/${hidden}/publish`, { method: 'POST', token: admin })).status).toBe(200);
    expect(await publicBody(hidden)).toBe('<p>We open at nine.</p>');
    // And unpublishing takes it off again.
    expect((await call(`${server.url}/api/page/${hidden}/unpublish`, { method: 'POST', token: admin })).body.data.published).toBe(false);
    expect((await call(`${server.url}/api/page/${hidden}`)).status).toBe(404);
  });

  it('publishes once when two publishes race: the other answers 409', async () => {
    const id = await livePage();
    const { version } = (await saveDraft(id, { title: 'Opening hours (raced)' })).body.data;
    const publish = () => call(`${server.url}/api/page/${id}/publish`, { method: 'POST', token: admin, headers: { 'If-Match': `"${version}"` } });
    const results = await Promise.all([publish(), publish()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await history(id)).toEqual(['publish', 'create']);
  });

  it('discards a draft: the live record stays, a second discard is 404', async () => {
    const id = await livePage();
    await saveDraft(id, { body: '<p>We open at ten.</p>' });
    expect((await call(`${server.url}/api/page/${id}/draft`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await call(`${server.url}/api/page/${id}?draft=1`, { token: admin })).body.data.body).toBe('<p>We open at nine.</p>');
    expect(await states([id])).toEqual([[id, 'published']]);
    expect((await call(`${server.url}/api/page/${id}/draft`, { method: 'DELETE', token: admin })).status).toBe(404);
    expect(await publicBody(id)).toBe('<p>We open at nine.</p>');
  });

  it('drafts a product (a record with relations): its price changes only once published', async () => {
    const id = await addProduct(server.db, { name: 'Backup licence', price: 12_500, quantity: 5 });
    const saved = await call(`${server.url}/api/product/${id}/draft`, { method: 'PUT', token: admin, json: { price: 9_900 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.state).toBe('changed');
    expect((await call(`${server.url}/api/product/${id}`)).body.data.price).toBe(12_500);
    expect((await call(`${server.url}/api/product/${id}?draft=1`, { token: admin })).body.data).toMatchObject({ price: 9_900, category: { name: 'Test shop' } });
    expect((await call(`${server.url}/api/product/${id}/publish`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await call(`${server.url}/api/product/${id}`)).body.data.price).toBe(9_900);
  });

  it('keeps drafts to entities that declare them', async () => {
    expect((await call(`${server.url}/api/banner/1/draft`, { method: 'PUT', token: admin, json: {} })).status).toBe(404);
  });
});

describe('scheduled publishing', () => {
  const schedule = (id: number, action: string, at: string) => call(`${server.url}/api/page/${id}/schedule`, { method: 'POST', token: admin, json: { action, at } });

  it('reads a time without a zone in the site time zone (America/New_York) and refuses the past', async () => {
    const id = await livePage();
    const winter = await schedule(id, 'publish', '2027-01-15T09:00');
    expect(winter.status, JSON.stringify(winter.body)).toBe(201);
    expect(winter.body.data).toMatchObject({ action: 'publish', run_at: '2027-01-15T14:00:00.000Z', status: 'pending', created_by: ADMIN.email });
    const summer = await schedule(id, 'unpublish', '2027-07-15T09:00');
    expect(summer.body.data.run_at).toBe('2027-07-15T13:00:00.000Z');
    expect((await schedule(id, 'publish', '2027-01-15T09:00:00Z')).body.data.run_at).toBe('2027-01-15T09:00:00.000Z');
    const past = await schedule(id, 'publish', '2020-01-01T09:00');
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({ at: 'Choose a time in the future' });
    expect((await schedule(id, 'publish', 'next monday')).body.error.fields).toEqual({ at: 'Enter a date and time, e.g. 2026-11-30T09:00' });
    expect((await schedule(id, 'archive', '2027-01-15T09:00')).status).toBe(400);
    // Scheduled changes show on the record and in the list of every pending change, soonest first.
    const mine = (await call(`${server.url}/api/page/${id}/schedule`, { token: admin })).body.data.map((c: { run_at: string }) => c.run_at);
    expect(mine).toEqual(['2027-01-15T09:00:00.000Z', '2027-01-15T14:00:00.000Z', '2027-07-15T13:00:00.000Z']);
    const all = (await call(`${server.url}/api/scheduled-changes`, { token: admin })).body.data.filter((c: { record_id: number }) => c.record_id === id);
    expect(all.map((c: { title: string; action: string }) => `${c.action} ${c.title}`)).toEqual(['publish Opening hours', 'publish Opening hours', 'unpublish Opening hours']);
    expect((await call(`${server.url}/api/scheduled-changes`)).status).toBe(401);
    // Cancelling one leaves the others.
    const cancelled = await call(`${server.url}/api/page/${id}/schedule/${winter.body.data.id}`, { method: 'DELETE', token: admin });
    expect(cancelled.status).toBe(204);
    expect((await call(`${server.url}/api/page/${id}/schedule/${winter.body.data.id}`, { method: 'DELETE', token: admin })).status).toBe(404);
    for (const c of (await call(`${server.url}/api/page/${id}/schedule`, { token: admin })).body.data) {
      await call(`${server.url}/api/page/${id}/schedule/${c.id}`, { method: 'DELETE', token: admin });
    }
  });

  it('publishes the draft at its time, once: not before, and a second pass does nothing', async () => {
    const id = await livePage();
    await saveDraft(id, { body: '<p>From Monday we open at ten.</p>' });
    const job = (await schedule(id, 'publish', '2027-03-01T09:00:00Z')).body.data;
    expect(await server.scheduler.runDueJobs(new Date('2027-03-01T08:59:59Z'))).toEqual([]);
    expect(await publicBody(id)).toBe('<p>We open at nine.</p>');
    const ran = await server.scheduler.runDueJobs(new Date('2027-03-01T09:00:00Z'));
    expect(ran.map((j) => [j.id, j.status, j.error])).toEqual([[job.id, 'done', null]]);
    expect(await publicBody(id)).toBe('<p>From Monday we open at ten.</p>');
    expect(await server.scheduler.runDueJobs(new Date('2027-03-02T09:00:00Z'))).toEqual([]);
    expect(await history(id)).toEqual(['publish', 'create']);
    const entry = (await call(`${server.url}/api/page/${id}/history`, { token: admin })).body.data[0];
    expect(entry.user_email).toBe(`system: scheduled publish by ${ADMIN.email}`);
    // And unpublishes at its time.
    await schedule(id, 'unpublish', '2027-03-05T18:00:00Z');
    await server.scheduler.runDueJobs(new Date('2027-03-05T18:00:01Z'));
    expect((await call(`${server.url}/api/page/${id}`)).status).toBe(404);
  });

  it('marks a job failed when its change cannot be made, and runs the others', async () => {
    const gone = await livePage();
    const fine = await livePage(false);
    await schedule(gone, 'publish', '2027-04-01T09:00:00Z');
    await schedule(fine, 'publish', '2027-04-01T09:00:00Z');
    expect((await call(`${server.url}/api/page/${gone}?purge=1`, { method: 'DELETE', token: admin })).status).toBe(204);
    const ran = await server.scheduler.runDueJobs(new Date('2027-04-01T09:00:00Z'));
    expect(ran.map((j) => [j.record_id, j.status, j.error])).toEqual([[gone, 'failed', `Content Page ${gone} was not found`], [fine, 'done', null]]);
    expect(await publicBody(fine)).toBe('<p>We open at nine.</p>');
  });

  // SQLite serves one process (docs/several-instances.md); two servers in this one test process would also block each other's thread.
  it.runIf(TEST_DATABASE === 'postgres')('runs each due job exactly once with two server processes on one PostgreSQL database', async () => {
    const second = await startTestServer({ databaseUrl: server.databaseUrl });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) {
        const id = await livePage();
        await saveDraft(id, { title: `Opening hours, version ${i}` });
        expect((await schedule(id, 'publish', '2027-05-01T09:00:00Z')).status).toBe(201);
        ids.push(id);
      }
      const at = new Date('2027-05-01T09:00:00Z');
      const [a, b] = await Promise.all([server.scheduler.runDueJobs(at), second.scheduler.runDueJobs(at)]);
      const done = [...a, ...b].filter((j) => ids.includes(j.record_id));
      expect(done.map((j) => j.record_id).sort((x, y) => x - y)).toEqual(ids);
      expect(done.every((j) => j.status === 'done')).toBe(true);
      for (const [i, id] of ids.entries()) {
        expect(await history(id)).toEqual(['publish', 'create']);
        expect((await call(`${server.url}/api/page/${id}`)).body.data.title).toBe(`Opening hours, version ${i}`);
      }
    } finally {
      await second.close();
    }
  }, 60_000);

  it('catches up at start on a job whose time passed while no scheduler ran', async () => {
    const id = await livePage();
    await saveDraft(id, { body: '<p>Missed while we were down.</p>' });
    const at = new Date(Date.now() + 1500);
    const job = (await schedule(id, 'publish', at.toISOString())).body.data;
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 100));
    expect(await publicBody(id)).toBe('<p>We open at nine.</p>');
    // A server starting with its scheduler: the catch-up pass runs before it takes requests.
    const restarted = await startTestServer({ databaseUrl: server.databaseUrl, scheduler: true });
    try {
      expect(await publicBody(id)).toBe('<p>Missed while we were down.</p>');
      const changes = (await call(`${server.url}/api/page/${id}/schedule`, { token: admin })).body.data;
      expect(changes.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([[job.id, 'done']]);
    } finally {
      await restarted.close(); // stops its loop cleanly before its database connection closes
    }
  }, 60_000);
});
