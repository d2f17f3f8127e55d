/**
 * Creating a relation's target inline, in headless Chromium: on the Add
 * Subcategory form, "Create Category…" opens the category's own add form in a
 * dialog (focus inside, Tab kept inside, Escape closes, focus returns), a
 * duplicate slug's 409 shows under the slug field, a created category (with
 * an uploaded icon) is picked in the select without the subcategory form being
 * submitted or losing what was typed, and saving that form stores the new
 * category's id. A question created from an exam's many-to-many select joins
 * the chosen ones, and the question's own select in the dialog offers no
 * dialog of its own. A staff role without the create grant on categories is
 * offered no such button.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../helpers/accounts';
import { severeViolations } from '../helpers/axe';
import { builtWebDir, launchBrowser, openDesktopPage, PAGE_TIMEOUT_MS, signInToAdmin } from '../helpers/browser';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { gradientPng } from '../../site/server/seed/png';

let server: TestServer;
let browser: Browser;
let page: Page;
let token: string;
let problems: string[] = [];

const signIn = (target: Page, email: string, password: string) => signInToAdmin(target, server.url, 'subcategory-list', email, password);

/** The id of the element that has focus, or its text when it has none. */
const focused = (target: Page) => target.evaluate(() => document.activeElement?.id || document.activeElement?.textContent || '');

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  token = await login(server.url, ADMIN.email, ADMIN.password);
  const existing = await call(`${server.url}/api/category`, { method: 'POST', token, json: { name: 'Existing software', slug: 'existing-software' } });
  expect(existing.status, JSON.stringify(existing.body)).toBe(201);
  browser = await launchBrowser();
  ({ page, problems } = await openDesktopPage(browser));
  await signIn(page, ADMIN.email, ADMIN.password);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('creating a category from the Add Subcategory form', () => {
  it('the dialog keeps focus inside, closes on Escape and gives focus back to its button', async () => {
    await page.goto(`${server.url}/admin/add-subcategory`);
    const create = page.getByRole('button', { name: 'Create Category' });
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Create Category' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await severeViolations(page, '[role="dialog"]')).toEqual([]);
    if (process.env.INLINE_SCREENSHOT) await page.screenshot({ path: process.env.INLINE_SCREENSHOT });
    // The category's own fields, with ids of their own beside the subcategory's `#name`.
    await expect.poll(() => focused(page)).toBe('inline-category-name');
    expect(await page.locator('#name').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('inline-category-name');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focused(page)).toBe('Create Category…');
  });

  it("shows the server's refusal of a slug in use under the slug field, in the dialog", async () => {
    await page.getByRole('button', { name: 'Create Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Category' });
    await dialog.getByLabel('Name').fill('Another software');
    await dialog.getByLabel('Slug').fill('existing-software');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const error = dialog.locator('#inline-category-slug-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('This value is already used');
    expect(await dialog.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true');
    expect((await server.db('categories').where({ name: 'Another software' })).length).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('picks the created category without submitting the subcategory form, and saving stores its id', async () => {
    await page.goto(`${server.url}/admin/add-subcategory`);
    await page.locator('input#name').fill('Backup plans');
    await page.locator('input#slug').fill('backup-plans');
    // A complete form (an existing category chosen): were the dialog's submit to reach it, it would save.
    await page.locator('input#category_id').fill('Existing');
    await page.getByRole('option', { name: 'Existing software' }).click();
    await page.locator('input#category_id').fill('Managed cloud');
    await page.getByText('No matches').waitFor();
    await page.getByRole('button', { name: 'Create Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Category' });
    // The search text starts the name; the declared defaults are filled in.
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Managed cloud');
    expect(await dialog.getByLabel('Display order').inputValue()).toBe('0');
    expect(await dialog.getByLabel('Shown in the shop').isChecked()).toBe(true);
    await dialog.getByLabel('Slug').fill('managed-cloud');
    // Uploads work in the dialog as on the page: the form is sent as multipart.
    await dialog.getByLabel('Icon').setInputFiles({ name: 'cloud.png', mimeType: 'image/png', buffer: gradientPng(64, 64, [30, 64, 175], [56, 189, 248]) });
    await dialog.getByLabel('Slug').press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);

    const [created] = await server.db('categories').where({ slug: 'managed-cloud' });
    expect(created).toMatchObject({ name: 'Managed cloud', display_order: 0 });
    expect(created.icon).toMatch(/^uploads\/category\/.+\.png$/);
    expect(await page.locator('.relation-select .rs__single-value').innerText()).toBe('Managed cloud');
    expect(new URL(page.url()).pathname).toBe('/admin/add-subcategory');
    expect(await page.locator('input#name').inputValue()).toBe('Backup plans');
    expect(await page.locator('input#slug').inputValue()).toBe('backup-plans');
    expect(await server.db('subcategories').count({ n: '*' })).toEqual([{ n: 0 }]);
    // Searching again finds the new category: the select's cached "No matches" for that text was dropped.
    await page.locator('input#category_id').fill('Managed cloud');
    await page.getByRole('option', { name: 'Managed cloud' }).click();

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/admin/subcategory-list');
    const rows = await server.db('subcategories').select('name', 'category_id');
    expect(rows).toEqual([{ name: 'Backup plans', category_id: created.id }]);
  });
});

describe('many-to-many, and one dialog at a time', () => {
  it('adds a question created inline to the exam\'s chosen questions; the dialog offers no further creation', async () => {
    const type = await call(`${server.url}/api/question-type`, { method: 'POST', token, json: { name: 'Single choice', kind: 'single_choice' } });
    expect(type.status, JSON.stringify(type.body)).toBe(201);
    const question = { question_type_id: type.body.data.id, question: 'What is SaaS?', correct_answers: ['Software as a service'], marks: 1, difficulty: 'easy' };
    const existing = await call(`${server.url}/api/single-question`, { method: 'POST', token, json: question });
    expect(existing.status, JSON.stringify(existing.body)).toBe(201);

    await page.goto(`${server.url}/admin/add-exam-question`);
    await page.locator('input#title').fill('Cloud basics');
    await page.locator('input#duration_minutes').fill('30');
    await page.locator('input#pass_mark').fill('50');
    await page.locator('input#question_ids').fill('SaaS');
    await page.getByRole('option', { name: 'What is SaaS?' }).click();
    await page.locator('input#question_ids').fill('What is IaaS?');
    await page.getByText('No matches').waitFor();
    await page.getByRole('button', { name: 'Create Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Question' });
    expect(await dialog.getByLabel('Question', { exact: true }).inputValue()).toBe('What is IaaS?');
    // The question's own relation select is there, without a "Create Question type" of its own.
    const typeSelect = dialog.locator('input#inline-single-question-question_type_id');
    await typeSelect.fill('Single');
    await page.getByRole('option', { name: 'Single choice' }).waitFor();
    // Escape closes the open menu first, not the dialog.
    await typeSelect.press('Escape');
    await expect.poll(() => page.getByRole('option', { name: 'Single choice' }).count()).toBe(0);
    expect(await dialog.count()).toBe(1);
    await typeSelect.fill('Single');
    await page.getByRole('option', { name: 'Single choice' }).click();
    expect(await dialog.getByRole('button', { name: /^Create / }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add option' }).nth(1).click();
    await dialog.getByLabel('Correct answers 1', { exact: true }).fill('Infrastructure as a service');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const [created] = await server.db('single_questions').where({ question: 'What is IaaS?' });
    expect(created).toMatchObject({ question_type_id: type.body.data.id, marks: 1, difficulty: 'medium' });
    expect(await page.locator('.relation-select .rs__multi-value__label').allInnerTexts()).toEqual(['What is SaaS?', 'What is IaaS?']);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/admin/exam-question-list');
    const [exam] = await server.db('exam_questions').where({ title: 'Cloud basics' });
    const links = await server.db('exam_questions_question').where({ exam_question_id: exam.id }).orderBy('single_question_id').pluck('single_question_id');
    expect(links).toEqual([existing.body.data.id, created.id]);
  });
});

describe("the page's own form", () => {
  it('shows a value already used under its field too (the helper the dialog shares)', async () => {
    await page.goto(`${server.url}/admin/add-category`);
    await page.locator('input#name').fill('Copy of existing');
    await page.locator('input#slug').fill('existing-software');
    await page.getByRole('button', { name: 'Submit' }).click();
    const error = page.locator('#slug-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('This value is already used');
    expect(new URL(page.url()).pathname).toBe('/admin/add-category');
  });
});

describe('without the create grant on the target', () => {
  it('a staff role that may add subcategories but only read categories is offered no Create Category', async () => {
    const staff = await createStaff(server.url, token, 'subcategory-editor', { subcategory: ['read', 'create', 'update'], category: ['read'] });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staffPage = await context.newPage();
    staffPage.setDefaultTimeout(PAGE_TIMEOUT_MS);
    await signIn(staffPage, staff.email, staff.password);
    await staffPage.goto(`${server.url}/admin/add-subcategory`);
    await staffPage.locator('input#category_id').waitFor();
    // The select itself works: it still searches the categories the role may read.
    await staffPage.locator('input#category_id').fill('Existing');
    await staffPage.getByRole('option', { name: 'Existing software' }).waitFor();
    expect(await staffPage.getByRole('button', { name: /^Create / }).count()).toBe(0);
    await context.close();
  });

  it("left no errors in the console (but the duplicate slug's 409, on purpose)", () => {
    const unexpected = problems.filter((p) => !p.includes('status of 409 (Conflict)'));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
  });
});
