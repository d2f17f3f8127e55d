/**
 * Localized fields over HTTP on a real server (docs/localization.md): `?locale=de` writes the German
 * values of a page's localized fields beside its English ones, reads answer each field in German or
 * fall back to English (named in `_meta.fallback`), `?missing_translation=de` finds what is left to
 * translate, and the translations go along with drafts, history and restore.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http';
import { setLocales } from '../../runtime-shared/locales';
import { startWithAdmin, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
}, 60_000);
afterAll(() => server?.close());

let pages = 0;
async function englishPage(): Promise<number> {
  pages++;
  const json = { slug: `returns-${pages}`, title: 'Returns', meta_description: 'How to send a parcel back', body: '<p>Send it back within 30 days.</p>', published: true };
  const res = await call(`${server.url}/api/page`, { method: 'POST', token: admin, json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}
const page = (id: number, query = '') => call(`${server.url}/api/page/${id}${query}`, { token: admin });
const patch = (id: number, json: object, query = '?locale=de') => call(`${server.url}/api/page/${id}${query}`, { method: 'PATCH', token: admin, json });

describe('localized fields', () => {
  it('writes the German values with ?locale=de beside the English ones, and reads each locale with its fallbacks', async () => {
    const id = await englishPage();
    const written = await patch(id, { title: 'Rücksendungen', body: '<p>Innerhalb von 30 Tagen zurücksenden.</p><script>alert(1)</script>' });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.data).toMatchObject({ title: 'Rücksendungen', body: '<p>Innerhalb von 30 Tagen zurücksenden.</p>', _meta: { locale: 'de', fallback: ['meta_description'] } });

    // The English columns stay; the German values (sanitized) sit in the translations.
    const english = await call(`${server.url}/api/page/${id}`);
    expect(english.body.data).toMatchObject({ title: 'Returns', body: '<p>Send it back within 30 days.</p>', translations: { de: { title: 'Rücksendungen', body: '<p>Innerhalb von 30 Tagen zurücksenden.</p>' } } });
    expect(english.body.data._meta).toBeUndefined();

    const german = await call(`${server.url}/api/page/${id}?locale=de`);
    expect(german.body.data).toMatchObject({ slug: `returns-${pages}`, title: 'Rücksendungen', meta_description: 'How to send a parcel back', _meta: { locale: 'de', fallback: ['meta_description'] } });
    expect(german.body.data.translations).toBeUndefined();
    expect((await call(`${server.url}/api/page/${id}?locale=en`)).body.data).toMatchObject({ title: 'Returns', _meta: { locale: 'en', fallback: [] } });

    const list = await call(`${server.url}/api/page?locale=de&filter[slug]=returns-${pages}`);
    expect(list.body.data.map((p: { title: string }) => p.title)).toEqual(['Rücksendungen']);

    // A blank German value removes that translation: the field falls back again.
    await patch(id, { meta_description: 'Wie Sie ein Paket zurücksenden' });
    expect((await page(id, '?locale=de')).body.data).toMatchObject({ meta_description: 'Wie Sie ein Paket zurücksenden', _meta: { fallback: [] } });
    await patch(id, { meta_description: '' });
    expect((await page(id, '?locale=de')).body.data).toMatchObject({ meta_description: 'How to send a parcel back', _meta: { fallback: ['meta_description'] } });
    expect((await page(id)).body.data.translations).toEqual({ de: { title: 'Rücksendungen', body: '<p>Innerhalb von 30 Tagen zurücksenden.</p>' } });
  });

  it('refuses an unknown locale, a create in another locale, and a locale on an entity without localized fields', async () => {
    const id = await englishPage();
    const unknown = await call(`${server.url}/api/page/${id}?locale=fr`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('locale must be one of en, de (got "fr")');
    expect((await call(`${server.url}/api/page?locale=xx`)).status).toBe(400);
    const create = await call(`${server.url}/api/page?locale=de`, { method: 'POST', token: admin, json: { slug: 'neu', title: 'Neu', body: '<p>Neu</p>' } });
    expect(create.status).toBe(400);
    expect(create.body.error.message).toBe('Records are created in the default locale (en); add the de values by updating it with ?locale=de');
    const testimonial = await call(`${server.url}/api/testimonial?locale=de`);
    expect(testimonial.status).toBe(400);
    expect(testimonial.body.error.message).toBe('The testimonial API has no localized fields: leave out locale');
  });

  it('keeps the translations when the English record is saved whole, and a request cannot set them directly', async () => {
    const id = await englishPage();
    await patch(id, { title: 'Rücksendungen' });
    const whole = { slug: `returns-${pages}`, title: 'Returns and refunds', body: '<p>Send it back.</p>', published: true, translations: { de: { title: '<b>x</b>' } } };
    const saved = await call(`${server.url}/api/page/${id}`, { method: 'PUT', token: admin, json: whole });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ title: 'Returns and refunds', translations: { de: { title: 'Rücksendungen' } } });
  });

  it('lists the records whose German lacks a field the English has with ?missing_translation=de', async () => {
    const done = await englishPage();
    await patch(done, { title: 'Rücksendungen', meta_description: 'Wie Sie ein Paket zurücksenden', body: '<p>Zurück.</p>' });
    const half = await englishPage();
    await patch(half, { title: 'Rücksendungen' });
    const none = await englishPage();
    const missing = await call(`${server.url}/api/page?missing_translation=de&filter[slug][startsWith]=returns-&perPage=100`, { token: admin });
    expect(missing.status, JSON.stringify(missing.body)).toBe(200);
    const ids = missing.body.data.map((p: { id: number }) => p.id);
    expect(ids).toContain(half);
    expect(ids).toContain(none);
    expect(ids).not.toContain(done);
    expect((await call(`${server.url}/api/page?missing_translation=en`, { token: admin })).status).toBe(400);
  });

  it('keeps a German draft a draft until it is published', async () => {
    const id = await englishPage();
    const saved = await call(`${server.url}/api/page/${id}/draft?locale=de`, { method: 'PUT', token: admin, json: { title: 'Rücksendungen (Entwurf)' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call(`${server.url}/api/page/${id}?locale=de`)).body.data.title).toBe('Returns');
    expect((await page(id, '?draft=1&locale=de')).body.data.title).toBe('Rücksendungen (Entwurf)');
    // A second locale's draft and an English draft edit join the same draft.
    await call(`${server.url}/api/page/${id}/draft?locale=de`, { method: 'PUT', token: admin, json: { body: '<p>Zurück.</p>' } });
    await call(`${server.url}/api/page/${id}/draft`, { method: 'PUT', token: admin, json: { title: 'Returns (draft)' } });
    expect((await page(id, '?draft=1')).body.data).toMatchObject({ title: 'Returns (draft)', translations: { de: { title: 'Rücksendungen (Entwurf)', body: '<p>Zurück.</p>' } } });
    const published = await call(`${server.url}/api/page/${id}/publish`, { method: 'POST', token: admin });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await call(`${server.url}/api/page/${id}?locale=de`)).body.data).toMatchObject({ title: 'Rücksendungen (Entwurf)', body: '<p>Zurück.</p>' });
    expect((await call(`${server.url}/api/page/${id}`)).body.data.title).toBe('Returns (draft)');
  });

  it('restores the translations of an earlier version', async () => {
    const id = await englishPage();
    await patch(id, { title: 'Rücksendungen' }); // version 2
    await patch(id, { title: 'Retouren' }); // version 3
    const history = await page(id, '/history');
    expect(history.body.data.map((v: { changed: string[] }) => v.changed)).toContainEqual(['translations']);
    const restored = await call(`${server.url}/api/page/${id}/history/2/restore`, { method: 'POST', token: admin });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await call(`${server.url}/api/page/${id}?locale=de`)).body.data.title).toBe('Rücksendungen');
  });

  it("keeps a locale's values when LOCALES drops it, and serves them again when it comes back", async () => {
    const id = await englishPage();
    await patch(id, { title: 'Rücksendungen' });
    // The server process reads LOCALES once at start; the test server runs in this process, so this is a restart's setting.
    setLocales(['en']);
    try {
      const refused = await call(`${server.url}/api/page/${id}?locale=de`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe('locale must be one of en (got "de")');
      expect((await page(id)).body.data.translations).toEqual({ de: { title: 'Rücksendungen' } });
    } finally {
      setLocales(['en', 'de']);
    }
    expect((await call(`${server.url}/api/page/${id}?locale=de`)).body.data.title).toBe('Rücksendungen');
  });
});
