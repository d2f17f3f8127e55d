/**
 * A private résumé in the admin: the applicant's details page offers it as a
 * download, fetched with the signed-in user's token (a plain link cannot
 * carry it), and saves exactly the stored file.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../../site/server/seed/pdf';
import { builtWebDir, downloadedBytes, launchBrowser, openDesktopPage } from '../helpers/browser';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const RESUME = simplePdf('Ada Lovelace', ['Analytical engines, 1843']);
let server: TestServer;
let browser: Browser;
let page: Page;
let applicantId: number;
const problems: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  const token = await login(server.url, ADMIN.email, ADMIN.password);
  const job = await call(`${server.url}/api/job`, {
    method: 'POST',
    token,
    json: { title: 'Engineer', slug: 'engineer', location: 'London', category: 'engineering', workplace: 'remote', employment_type: 'full_time', vacancies: 1, description: '<p>Engines</p>', state: 'posted' },
  });
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  const applicant = await call(`${server.url}/api/applicant`, {
    method: 'POST',
    token,
    body: form({ job_id: job.body.data.id, name: 'Ada Lovelace', email: 'ada@test.local', status: 'new' }, { resume: { data: RESUME, name: 'ada.pdf', type: 'application/pdf' } }),
  });
  expect(applicant.status, JSON.stringify(applicant.body)).toBe(201);
  applicantId = applicant.body.data.id;
  browser = await launchBrowser();
  ({ page } = await openDesktopPage(browser, { acceptDownloads: true }));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a private file in the admin', () => {
  it('downloads the résumé from the details page with the signed-in token', async () => {
    await page.goto(`${server.url}/admin/applicant-details/${applicantId}`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**/admin/applicant-details/${applicantId}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download résumé' }).click()]);
    expect(download.suggestedFilename()).toBe(`applicant-${applicantId}-resume.pdf`);
    expect((await downloadedBytes(download)).equals(RESUME)).toBe(true);
    expect(problems).toEqual([]);
  });
});
