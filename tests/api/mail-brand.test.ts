/**
 * Issue 29, item 14: mail comes from the site's brand (not another company),
 * and the welcome mail does not ask anyone to reply to a no-reply address.
 * The sender is the one the site's settings derive (settings.ts), as main.ts starts it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSiteConfig } from '../../site/server/settings';
import { registerCustomer } from '../helpers/accounts';
import { waitForMail } from '../helpers/outbox';
import { startTestServer, type TestServer } from '../helpers/server';
import { ROOT } from '../helpers/temp-project';

let server: TestServer;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-brand-'));

beforeAll(async () => {
  const settings = loadSiteConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, PUBLIC_URL: 'https://www.nimbus.example' }, ROOT);
  server = await startTestServer({ mail: { from: settings.mail.from } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("the welcome mail comes from Nimbus Consulting and points to the contact page, not to a reply", async () => {
  await registerCustomer(server.url, 'brand@test.local');
  const [mail] = await waitForMail(server.outboxDir, 'brand@test.local');
  expect(mail!.from).toBe('Nimbus Consulting <no-reply@nimbus.example>');
  expect(mail!.text).toContain('If you did not create this account, tell us through http://site.test/contact and we will remove it.');
  expect(mail!.text).not.toMatch(/reply/i);
  expect(mail!.html).not.toMatch(/reply/i);
});
