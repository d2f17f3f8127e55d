/**
 * Issue 10 end to end in Chromium: a visitor quick-applies with a PDF,
 * confirms the email from the outbox, takes a two-question exam in the modal
 * (which a backdrop click or Escape does not close) and submits; HR opens the
 * answer sheet, marks the text answer, publishes the result, shortlists, and
 * the applicant's mails arrive. Issue 29 (18): the submit asks first and counts
 * unanswered questions; a reload after submitting shows only the submitted
 * state; a wrong résumé type is named for people; /quick-apply-resume without
 * a job offers the open positions. Two reviewers marking one sheet: the
 * second save, based on the sheet as it was before the first, is refused and
 * shown, nothing is overwritten unless the reviewer chooses to.
 * CAREERS_SCREENSHOTS=<folder> saves each step at 1366 and 390 px wide.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../runtime-server/mail/outbox';
import { createStaff, type Staff } from '../helpers/accounts';
import { builtWebDir, gotoHydrated, launchBrowser, openDesktopPage, signInToAdmin } from '../helpers/browser';
import { applicantSession, createExam, createJob, pdfResume, quickApply, type ExamFixture } from '../helpers/careers';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const EMAIL = 'ada.applicant@example.com';
let server: TestServer;
let browser: Browser;
let jobId: number;
let hr: Staff;
let admin: string;
let exam: ExamFixture;

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  exam = await createExam(server.url, admin, { withMultiple: false });
  jobId = await createJob(server.url, admin, { title: 'Cloud Architect', exam_id: exam.examId });
  hr = await createStaff(server.url, admin, 'recruiter', { job: ['read'], applicant: ['read', 'update'], 'applicant-answer': ['read', 'update'] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const newPage = () => openDesktopPage(browser, {}, 10_000);

const SHOTS = process.env.CAREERS_SCREENSHOTS;
/** Screenshots of the page as it is, 1366 and 390 px wide, when CAREERS_SCREENSHOTS names a folder. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const before = page.viewportSize()!;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The side menu slides away when the window narrows: shoot the page once it has settled.
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => void Promise.allSettled(document.getAnimations().map((a) => a.finished)).then(() => done()))));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(before);
}

describe('the hiring flow', () => {
  it('a visitor applies, confirms the email, and takes the exam in a modal that stays open', async () => {
    const { page, problems } = await newPage();
    await gotoHydrated(page, `${server.url}/career-details/${jobId}`);
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
    // Submitting asks first, and counts the questions left unanswered.
    await dialog.getByRole('button', { name: 'Submit answers' }).click();
    const confirm = dialog.getByRole('alertdialog', { name: 'Submit your answers?' });
    expect(await confirm.textContent()).toContain('1 of 2 questions is unanswered: it earns no marks. You cannot change your answers after submitting.');
    await shoot(page, 'exam-confirm-unanswered');
    await confirm.getByRole('button', { name: 'Keep answering' }).click();
    await dialog.getByLabel('Your answer').fill('having');
    await dialog.getByRole('button', { name: 'Submit answers' }).click();
    expect(await confirm.textContent()).toContain('You answered all 2 questions.');
    await confirm.getByRole('button', { name: 'Submit now' }).click();
    await dialog.getByRole('heading', { name: 'Thank you: your answers are submitted' }).waitFor();

    // A reload after submitting: the submitted state only, nothing to ask for.
    await page.reload();
    await page.getByRole('heading', { name: 'Thank you: your answers are submitted' }).waitFor();
    expect(await page.getByText(/already submitted|new link/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'ask for a new link' }).count()).toBe(0);
    await shoot(page, 'exam-submitted-reload');
    // The rules page says the same, and no score before staff publish it.
    await page.goto(`${server.url}/exam-start`);
    await page.getByRole('heading', { name: 'Thank you: your answers are submitted' }).waitFor();
    expect(await page.getByText(/marks \(/).count()).toBe(0);
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
    expect(await page.getByTestId('sheet-published').textContent()).toBe('Not published: the applicant does not see any marks until you publish the result.');

    await page.getByRole('button', { name: 'Publish result' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByTestId('sheet-published').getByText(/^Result published to the applicant on /).waitFor();
    expect(await page.getByLabel('Marks for this answer').count()).toBe(0); // marks are fixed now
    await shoot(page, 'answer-sheet-published');

    await page.getByRole('button', { name: 'Shortlist' }).click();
    await page.getByText('Shortlist: done').waitFor();
    await expect.poll(() => readOutbox(server.outboxDir, EMAIL).map((m) => m.subject)).toEqual([
      'We received your application: Cloud Architect',
      'Email address confirmed: Cloud Architect',
      'Your exam result: Cloud Architect',
      'Good news about your application: Cloud Architect',
    ]);
    expect(problems).toEqual([]);
  });

  it('the applicant sees the published result on the exam page', async () => {
    const { page, problems } = await newPage();
    const [mail] = readOutbox(server.outboxDir, EMAIL);
    await page.goto(`${server.url}${/http:\/\/site\.test(\/applicant-validation\?token=\S+)/.exec(mail!.text)![1]!}`);
    await page.getByRole('link', { name: 'Go to the online exam' }).click();
    await page.getByRole('heading', { name: 'Your result' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Your result' }).textContent()).toContain('6 of 7 marks (86%). The pass mark is 50%: you passed.');
    await shoot(page, 'exam-result-published');
    expect(problems).toEqual([]);
  });
});

describe('applying', () => {
  it('/quick-apply-resume without a job offers the open positions, rendered on the server', async () => {
    const html = await fetch(`${server.url}/quick-apply-resume`);
    expect(html.status).toBe(200);
    const text = await html.text();
    expect(text).toContain('<title>Apply');
    expect(text).toContain('Cloud Architect');
    expect(text).toContain(`href="/quick-apply-resume?job=${jobId}"`);
    expect(text).toContain(`href="/general-apply-resume?job=${jobId}"`);
    expect((await fetch(`${server.url}/quick-apply-resume?job=999999`)).status).toBe(404);

    const { page, problems } = await newPage();
    await gotoHydrated(page, `${server.url}/quick-apply-resume`);
    await shoot(page, 'quick-apply-pick');
    await page.getByRole('link', { name: 'Quick apply: Cloud Architect' }).click();
    await page.waitForURL(`**/quick-apply-resume?job=${jobId}`);
    await page.getByRole('heading', { name: 'Quick apply' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('a résumé of the wrong type is refused with the accepted types named, before sending and by the server', async () => {
    const { page, problems } = await newPage();
    await gotoHydrated(page, `${server.url}/quick-apply-resume?job=${jobId}`);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('grace.applicant@example.com');
    await page.getByLabel('Phone').fill('+44 20 7946 0958');
    const message = 'Upload a PDF or Word document (.pdf, .docx)';
    // By its name, in the browser: nothing is sent.
    await page.getByLabel(/Résumé/).setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('My CV') });
    await page.getByText(message).waitFor();
    await page.getByRole('button', { name: 'Submit application' }).click();
    expect(await page.getByText(message).count()).toBe(1);
    expect(await server.db('applicants').where({ email: 'grace.applicant@example.com' }).count({ n: '*' })).toEqual([{ n: 0 }]);
    // By its content, on the server: a web page named .pdf.
    await page.getByLabel(/Résumé/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><p>not a pdf</p>') });
    expect(await page.getByText(message).count()).toBe(0);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.locator('.field-error').getByText(message).waitFor();
    expect(await page.getByText(/vnd\.openxmlformats/).count()).toBe(0);
    await shoot(page, 'resume-wrong-type');
    expect(problems.filter((p) => !p.includes('415'))).toEqual([]);
  });
});

describe('two reviewers marking one sheet', () => {
  const REVIEWER = { job: ['read'], applicant: ['read', 'update'], 'applicant-answer': ['read', 'update'] };

  /** A submitted sheet of a new applicant, made over HTTP: Paris (2 of 2 marks) and a text answer waiting for a reviewer (5 marks). */
  async function submittedSheet(email: string): Promise<number> {
    const applied = await quickApply(server.url, jobId, email);
    expect(applied.status).toBe(201);
    const headers = { 'X-Applicant-Session': await applicantSession(server.url, server.outboxDir, email) };
    expect((await call(`${server.url}/api/careers/exam/start`, { method: 'POST', headers })).status).toBe(200);
    const submitted = await call(`${server.url}/api/careers/exam/submit`, { method: 'POST', headers, json: { answers: { [exam.single]: ['Paris'], [exam.text]: ['having'] } } });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    return (await server.db('applicant_answers').where({ applicant_id: applied.body.data.id }).first('id')).id as number;
  }

  const stored = async (sheetId: number) => {
    const row = await server.db('applicant_answers').where({ id: sheetId }).first('review_marks', 'score');
    return { review: typeof row.review_marks === 'string' ? JSON.parse(row.review_marks) : row.review_marks, score: Number(row.score) };
  };

  it("a save over another reviewer's newer marks is refused and shown; the typed marks stay beside the stored ones until the reviewer chooses", async () => {
    const sheetId = await submittedSheet('two.reviewers@example.com');
    const one = await createStaff(server.url, admin, 'reviewer-one', REVIEWER);
    const two = await createStaff(server.url, admin, 'reviewer-two', REVIEWER);
    const a = await newPage();
    const b = await newPage();
    for (const [{ page }, who] of [[a, one], [b, two]] as const) {
      await signInToAdmin(page, server.url, `applicantAns-details/${sheetId}`, who.email, who.password);
      await page.getByTestId('sheet-total').getByText('Score 2 / 7').waitFor();
    }

    // Reviewer two saves first; reviewer one, still on the sheet as loaded, saves next.
    await b.page.getByLabel('Marks for this answer').fill('4');
    await b.page.getByRole('button', { name: 'Save marks' }).click();
    await b.page.getByTestId('sheet-total').getByText('Score 6 / 7').waitFor();
    await a.page.getByLabel('Marks for this answer').fill('1');
    await a.page.getByRole('button', { name: 'Save marks' }).click();
    const notice = a.page.getByRole('alert').filter({ hasText: 'Another reviewer saved marks on this sheet' });
    await notice.waitFor();
    expect(await notice.getByRole('listitem').filter({ hasText: 'Reviewer marks' }).textContent()).toBe('Reviewer marks: Changed meanwhile by reviewer-two@test.local');
    expect(await stored(sheetId)).toEqual({ review: { [exam.text]: 4 }, score: 6 });
    expect(await a.page.getByLabel('Marks for this answer').inputValue()).toBe('1');
    await shoot(a.page, 'answer-sheet-conflict');

    // Reload: the stored marks beside the typed ones, which are still not saved.
    await notice.getByRole('button', { name: 'Reload' }).click();
    await a.page.getByTestId('sheet-total').getByText('Score 6 / 7').waitFor();
    expect(await notice.count()).toBe(0);
    expect(await a.page.getByTestId(`marks-changed-${exam.text}`).textContent()).toBe(
      'Another reviewer saved 4 / 5 here after you typed yours; your 1 is not saved. Save marks to replace theirs, or Keep theirs',
    );
    expect(await a.page.getByLabel('Marks for this answer').inputValue()).toBe('1');
    await shoot(a.page, 'answer-sheet-conflict-reloaded');

    // Saved deliberately now, and again without reading the sheet: each save is based on the version the last one answered.
    await a.page.getByRole('button', { name: 'Save marks' }).click();
    await a.page.getByTestId('sheet-total').getByText('Score 3 / 7').waitFor();
    expect(await a.page.getByTestId(`marks-changed-${exam.text}`).count()).toBe(0);
    await a.page.getByLabel('Marks for this answer').fill('2');
    await a.page.getByRole('button', { name: 'Save marks' }).click();
    await a.page.getByTestId('sheet-total').getByText('Score 4 / 7').waitFor();
    expect(await stored(sheetId)).toEqual({ review: { [exam.text]: 2 }, score: 4 });

    // Reviewer two, now behind, chooses Overwrite; reviewer one, behind in turn, reloads and keeps theirs.
    await b.page.getByLabel('Marks for this answer').fill('5');
    await b.page.getByRole('button', { name: 'Save marks' }).click();
    await b.page.getByRole('alert').filter({ hasText: 'Another reviewer saved marks on this sheet' }).getByRole('button', { name: 'Overwrite' }).click();
    await b.page.getByTestId('sheet-total').getByText('Score 7 / 7').waitFor();
    expect(await stored(sheetId)).toEqual({ review: { [exam.text]: 5 }, score: 7 });
    await a.page.getByLabel('Marks for this answer').fill('3');
    await a.page.getByRole('button', { name: 'Save marks' }).click();
    await notice.getByRole('button', { name: 'Reload' }).click();
    await a.page.getByTestId(`marks-changed-${exam.text}`).getByRole('button', { name: 'Keep theirs' }).click();
    expect(await a.page.getByLabel('Marks for this answer').inputValue()).toBe('5');
    expect(await a.page.getByTestId(`marks-changed-${exam.text}`).count()).toBe(0);
    await a.page.getByTestId('sheet-total').getByText('Score 7 / 7').waitFor();
    expect(await stored(sheetId)).toEqual({ review: { [exam.text]: 5 }, score: 7 });
    // The refused saves are the only errors the pages logged (the browser reports each 409).
    for (const { problems } of [a, b]) expect(problems.filter((p) => !p.includes('409'))).toEqual([]);
  });
});
