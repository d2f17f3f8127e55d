/**
 * Issue 10 end to end in Chromium: a visitor quick-applies with a PDF,
 * confirms the email from the outbox, takes a two-question exam in the modal
 * (which a backdrop click or Escape does not close) and submits; HR opens the
 * answer sheet, marks the text answer, shortlists, and the applicant's mail arrives.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../runtime-server/mail/outbox';
import { createStaff, type Staff } from '../helpers/accounts';
import { builtWebDir, launchBrowser, openDesktopPage } from '../helpers/browser';
import { createExam, createJob, pdfResume } from '../helpers/careers';
import { login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const EMAIL = 'ada.applicant@example.com';
let server: TestServer;
let browser: Browser;
let jobId: number;
let hr: Staff;

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  const admin = await login(server.url, ADMIN.email, ADMIN.password);
  const exam = await createExam(server.url, admin, { withMultiple: false });
  jobId = await createJob(server.url, admin, { title: 'Cloud Architect', exam_id: exam.examId });
  hr = await createStaff(server.url, admin, 'recruiter', { job: ['read'], applicant: ['read', 'update'], 'applicant-answer': ['read', 'update'] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const newPage = () => openDesktopPage(browser, {}, 10_000);

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

describe('the hiring flow', () => {
  it('a visitor applies, confirms the email, and takes the exam in a modal that stays open', async () => {
    const { page, problems } = await newPage();
    await page.goto(`${server.url}/career-details/${jobId}`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Quick apply' }).click();
    await page.waitForURL(`**/quick-apply-resume?job=${jobId}`);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(EMAIL);
    await page.getByLabel('Phone').fill('+44 20 7946 0958');
    const resume = pdfResume('Ada');
    await page.getByLabel(/Résumé/).setInputFiles({ name: 'ada.pdf', mimeType: 'application/pdf', buffer: resume.data });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('heading', { name: 'Application sent' }).waitFor();

    const [mail] = readOutbox(server.outboxDir, EMAIL);
    const link = /http:\/\/site\.test(\/applicant-validation\?token=\S+)/.exec(mail!.text)![1]!;
    await page.goto(`${server.url}${link}`);
    await page.getByRole('heading', { name: 'Thank you, Ada Lovelace' }).waitFor();
    await page.getByRole('link', { name: 'Go to the online exam' }).click();
    await page.getByText('2 questions, 10 minutes').waitFor();
    await page.getByRole('link', { name: 'Start the exam' }).click();

    const dialog = page.getByRole('dialog', { name: 'Online exam' });
    await dialog.waitFor();
    expect(await page.getByTestId('exam-overlay').evaluate((el) => getComputedStyle(el).zIndex)).toBe('9999');
    await page.mouse.click(8, 8); // the backdrop, outside the modal
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByRole('timer').textContent()).toMatch(/^(10:00|09:[0-5]\d)$/);

    await dialog.getByLabel('Paris').check();
    await dialog.getByLabel('Your answer').fill('having');
    await dialog.getByRole('button', { name: 'Submit answers' }).click();
    await dialog.getByRole('heading', { name: 'Thank you: your answers are submitted' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('HR sees the score, marks the text answer, shortlists, and the applicant is mailed', async () => {
    const { page, problems } = await newPage();
    const sheet = await server.db('applicant_answers').first('id');
    await page.goto(`${server.url}/admin/applicantAns-details/${sheet.id}`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(hr.email);
    await page.getByLabel('Password').fill(hr.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**/admin/applicantAns-details/${sheet.id}`);
    const total = page.getByTestId('sheet-total');
    await total.getByText('Score 2 / 7').waitFor();
    expect(await total.textContent()).toContain('Waiting for a reviewer');
    await page.getByRole('row', { name: /Capital of France\? Paris Paris 2 \/ 2/ }).waitFor();

    await page.getByLabel('Marks for this answer').fill('4');
    await page.getByRole('button', { name: 'Save marks' }).click();
    await total.getByText('Score 6 / 7').waitFor();
    expect(await total.textContent()).toContain('Passed');

    await page.getByRole('button', { name: 'Shortlist' }).click();
    await page.getByText('Shortlist: done').waitFor();
    await expect.poll(() => readOutbox(server.outboxDir, EMAIL).map((m) => m.subject)).toEqual([
      'We received your application: Cloud Architect',
      'Email address confirmed: Cloud Architect',
      'Good news about your application: Cloud Architect',
    ]);
    expect(problems).toEqual([]);
  });
});
