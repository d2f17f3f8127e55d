/**
 * Issue 7 item 9: a record's attached relations (`job.exam`, `applicant.user`,
 * an exam's `question` list, `product.category`) follow the access and public
 * filter of their own entity. The related id stays (it is the record's own
 * column); the attached record is null, or left out of the list, for a caller
 * who may not read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_STAFF } from '../../site/server/seed/roles';
import { call, login } from '../helpers/http';
import { conformance, readOpenApi } from '../helpers/openapi';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const doc = readOpenApi();
let server: TestServer;
let admin: string;
let hr: string;
let sales: string;
let customer: string;
/** A back-office role granted jobs and exams but not the exams' questions. */
let jobsOnly: string;
let job: { id: number; exam_id: number; examTitle: string };

const api = (path: string) => `${server.url}/api/${path}`;
const staffToken = (role: string) => login(server.url, DEMO_STAFF.find((s) => s.role === role)!.email, DEMO_PASSWORD);

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  [hr, sales, customer] = await Promise.all([staffToken('hr'), staffToken('sales'), login(server.url, DEMO_CUSTOMERS[0]!.email, DEMO_PASSWORD)]);
  const permissions = { job: ['read', 'create', 'update'], 'exam-question': ['read'] };
  const role = await call(api('role'), { method: 'POST', token: admin, json: { name: 'Jobs only', key: 'jobs_only', admin_access: true, permissions } });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const user = await call(api('user'), { method: 'POST', token: admin, json: { first_name: 'Jo', email: 'jo@test.local', password: 'jobs-only-pass', role_id: role.body.data.id } });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  jobsOnly = await login(server.url, 'jo@test.local', 'jobs-only-pass');
  const row = await server.db('jobs').join('exam_questions', 'exam_questions.id', 'jobs.exam_id').where('jobs.state', 'posted').first('jobs.id', 'jobs.exam_id', 'exam_questions.title');
  expect(row, 'the demo seed has a posted job with an exam').toBeDefined();
  job = { id: Number(row.id), exam_id: Number(row.exam_id), examTitle: row.title };
});
afterAll(() => server?.close());

describe('a relation to an entity the caller may not read', () => {
  it('is null for the public and customers, on lists and records, and the answer stays documented', async () => {
    for (const token of [undefined, customer]) {
      const one = await call(api(`job/${job.id}`), { token });
      expect(one.status).toBe(200);
      expect(one.body.data.exam_id).toBe(job.exam_id);
      expect(one.body.data.exam).toBeNull();
      expect(conformance(doc, '/api/job/{id}', 'get', 200, one.body)).toEqual([]);
      const list = await call(api(`job?filter[id]=${job.id}`), { token });
      expect(list.body.data).toHaveLength(1);
      expect(list.body.data[0].exam).toBeNull();
    }
  });

  it('is null for staff whose role does not grant reading it, and shown to staff whose role does', async () => {
    expect((await call(api(`job/${job.id}`), { token: sales })).body.data.exam).toBeNull();
    for (const token of [hr, admin, jobsOnly]) {
      expect((await call(api(`job/${job.id}`), { token })).body.data.exam).toEqual({ id: job.exam_id, title: job.examTitle });
    }
  });

  it('shows an applicant’s account only to roles that may read users', async () => {
    const applicant = await server.db('applicants').whereNotNull('user_id').first('id', 'user_id');
    const email = (await server.db('users').where({ id: applicant.user_id }).first('email')).email;
    const asHr = await call(api(`applicant/${applicant.id}`), { token: hr });
    expect(asHr.status).toBe(200);
    expect(asHr.body.data.user_id).toBe(Number(applicant.user_id));
    expect(asHr.body.data.user).toBeNull();
    expect((await call(api(`applicant/${applicant.id}`), { token: admin })).body.data.user).toEqual({ id: Number(applicant.user_id), email });
  });

  it('is left out of many-to-many lists, whose ids stay', async () => {
    const chosen = (await server.db('single_questions').orderBy('id').limit(2).pluck('id')).map(Number);
    const exam = await call(api(`exam-question/${job.exam_id}`), { method: 'PATCH', token: admin, json: { question_ids: chosen } });
    const questions: { id: number; question: string }[] = exam.body.data.question;
    expect(questions.map((q) => q.id)).toEqual(chosen);
    const mine = await call(api(`exam-question/${job.exam_id}`), { token: jobsOnly });
    expect(mine.status).toBe(200);
    expect(mine.body.data.question_ids).toEqual(questions.map((q) => q.id));
    expect(mine.body.data.question).toEqual([]);
    expect((await call(api(`exam-question/${job.exam_id}`), { token: hr })).body.data.question).toEqual(questions);
  });

  it('is null in the answers of create, update and declared actions too', async () => {
    const created = await call(api('job'), {
      method: 'POST',
      token: jobsOnly,
      json: {
        ...{ title: 'Relations tester', slug: 'relations-tester', description: '<p>Tests</p>', location: 'Berlin', exam_id: job.exam_id },
        ...{ category: 'engineering', workplace: 'remote', employment_type: 'full_time', vacancies: 1, state: 'draft' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.exam).toEqual({ id: job.exam_id, title: job.examTitle });
    // The same role without the exam grant: every answer hides the exam.
    const role = await server.db('users').join('roles', 'roles.id', 'users.role_id').where('users.email', 'jo@test.local').first('roles.id');
    const patched = await call(api(`role/${role.id}`), { method: 'PATCH', token: admin, json: { permissions: { job: ['read', 'create', 'update'] } } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const id = created.body.data.id;
    const update = await call(api(`job/${id}`), { method: 'PATCH', token: jobsOnly, json: { title: 'Relations tester 2' } });
    expect(update.status).toBe(200);
    expect(update.body.data.exam_id).toBe(job.exam_id);
    expect(update.body.data.exam).toBeNull();
    const action = await call(api(`job/${id}/actions/publish`), { method: 'POST', token: jobsOnly });
    expect(action.status, JSON.stringify(action.body)).toBe(200);
    expect(action.body.data.exam).toBeNull();
  });
});

describe("the related entity's public filter", () => {
  let product: number;
  let category: number;

  beforeAll(async () => {
    const inactive = await call(api('category'), { method: 'POST', token: admin, json: { name: 'Hidden category', slug: 'hidden-category', active: false } });
    expect(inactive.status, JSON.stringify(inactive.body)).toBe(201);
    category = inactive.body.data.id;
    const visible = await server.db('products').where({ active: true }).first('id');
    await server.db('products').where({ id: visible.id }).update({ category_id: category, subcategory_id: null });
    product = Number(visible.id);
  });

  it('hides an inactive category attached to an active product from the public and customers', async () => {
    for (const token of [undefined, customer, hr]) {
      const one = await call(api(`product/${product}`), { token });
      expect(one.status).toBe(200);
      expect(one.body.data.category_id).toBe(category);
      expect(one.body.data.category).toBeNull();
    }
  });

  it('shows it to staff granted reading categories', async () => {
    for (const token of [sales, admin]) {
      expect((await call(api(`product/${product}`), { token })).body.data.category).toEqual({ id: category, name: 'Hidden category' });
    }
  });
});
