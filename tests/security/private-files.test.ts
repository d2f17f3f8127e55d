/**
 * Issue 7 item 8: a private file field (the applicant's résumé) is stored
 * outside the public uploads folder, answered as a download path, and sent
 * only through GET /api/applicant/:id/files/resume to callers who may read
 * the applicant, as an attachment.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapi from '../../generated/openapi.json';
import { simplePdf } from '../../site/server/seed/pdf';
import { filesUnder, storedFiles } from '../helpers/files';
import { call, form, login, type Json } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let hr: string;
let editor: string;
let customer: string;
let jobId: number;

const pdf = (title: string) => ({ data: simplePdf(title, ['Experience: ten years']), name: 'cv.pdf', type: 'application/pdf' });
const applicantValues = (name: string) => ({ job_id: jobId, name, email: `${name.toLowerCase()}@test.local`, status: 'new' });
const createApplicant = (name: string, resume = pdf(name)) =>
  call(`${server.url}/api/applicant`, { method: 'POST', token: admin, body: form(applicantValues(name), { resume }) });
const privateDir = () => path.join(server.dir, 'private');

async function staff(key: string, permissions: Record<string, string[]>): Promise<string> {
  const role = await call(`${server.url}/api/role`, { method: 'POST', token: admin, json: { name: key, key, admin_access: true, permissions } });
  expect(role.status).toBe(201);
  const email = `${key}@test.local`;
  const user = await call(`${server.url}/api/user`, { method: 'POST', token: admin, json: { first_name: key, email, password: 'staff-password-1', role_id: role.body.data.id } });
  expect(user.status).toBe(201);
  return login(server.url, email, 'staff-password-1');
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  hr = await staff('recruiter', { applicant: ['read'] });
  editor = await staff('writer', { banner: ['read', 'create', 'update', 'delete'] });
  customer = (await call(`${server.url}/api/auth/register`, { method: 'POST', json: { first_name: 'C', last_name: 'D', email: 'cust@test.local', password: 'customer-password' } })).body.data.token;
  const job = await call(`${server.url}/api/job`, {
    method: 'POST',
    token: admin,
    json: { title: 'Cloud engineer', slug: 'cloud-engineer', location: 'Berlin', category: 'cloud', workplace: 'remote', employment_type: 'full_time', vacancies: 1, description: '<p>Build clouds</p>', state: 'posted' },
  });
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  jobId = job.body.data.id;
});

afterAll(() => server?.close());

describe('a private résumé', () => {
  it('is stored outside the public uploads folder and answered as a download path', async () => {
    const res = await createApplicant('Ada');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id, resume } = res.body.data;
    expect(resume).toBe(`api/applicant/${id}/files/resume`);
    expect(filesUnder(server.uploadsDir)).toEqual([]);
    const [stored] = await server.db('applicants').where({ id }).pluck('resume');
    expect(stored).toMatch(/^private\/applicant\/[0-9a-f]{16}-[0-9a-f]{8}\.pdf$/);
    expect(filesUnder(privateDir())).toEqual([stored.slice('private/'.length)]);
    // Not reachable by any static path.
    expect((await fetch(`${server.url}/${stored}`)).status).not.toBe(200);
    expect((await fetch(`${server.url}/uploads/../${stored}`)).status).not.toBe(200);
    const listed = await call(`${server.url}/api/applicant?filter[id]=${id}`, { token: admin });
    expect(listed.body.data[0].resume).toBe(`api/applicant/${id}/files/resume`);
  });

  it('is downloaded as an attachment by a role granted applicant read', async () => {
    const { id } = (await createApplicant('Grace')).body.data;
    for (const token of [admin, hr]) {
      const res = await fetch(`${server.url}/api/applicant/${id}/files/resume`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename=applicant-${id}-resume.pdf`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(simplePdf('Grace', ['Experience: ten years']))).toBe(true);
    }
  });

  it("is refused to the public (401), hidden from customers and staff without the grant who do not own the application (404, owner access), and 404 for what does not exist", async () => {
    const { id } = (await createApplicant('Linus')).body.data;
    const at = `${server.url}/api/applicant/${id}/files/resume`;
    expect((await call(at)).status).toBe(401);
    const hidden = { status: 404, body: { error: { message: `Applicant ${id} was not found` } } };
    expect(await call(at, { token: customer })).toEqual(hidden);
    expect(await call(at, { token: editor })).toEqual(hidden);
    const missing = await call(`${server.url}/api/applicant/99999/files/resume`, { token: admin });
    expect(missing).toEqual({ status: 404, body: { error: { message: 'Applicant 99999 was not found' } } });
    const notAFile = await call(`${server.url}/api/applicant/${id}/files/name`, { token: admin });
    expect(notAFile).toEqual({ status: 404, body: { error: { message: `The file "name" of Applicant ${id} was not found` } } });
    // A banner has no private files, so no download route at all.
    expect((await call(`${server.url}/api/banner/1/files/photo`, { token: admin })).status).toBe(404);
  });

  it('keeps the file when its download path is sent back, replaces and deletes it with the record', async () => {
    const { id } = (await createApplicant('Alan')).body.data;
    const [first] = await server.db('applicants').where({ id }).pluck('resume');
    const kept = await call(`${server.url}/api/applicant/${id}`, { method: 'POST', token: admin, body: form({ ...applicantValues('Alan'), resume: `api/applicant/${id}/files/resume`, _method: 'PUT' }) });
    expect(kept.status).toBe(200);
    expect(await server.db('applicants').where({ id }).pluck('resume')).toEqual([first]);
    const replaced = await call(`${server.url}/api/applicant/${id}`, { method: 'POST', token: admin, body: form({ ...applicantValues('Alan'), _method: 'PUT' }, { resume: pdf('Alan v2') }) });
    expect(replaced.status).toBe(200);
    const [second] = await server.db('applicants').where({ id }).pluck('resume');
    expect(second).not.toBe(first);
    expect(existsSync(path.join(server.dir, first))).toBe(false);
    expect(readFileSync(path.join(server.dir, second)).equals(simplePdf('Alan v2', ['Experience: ten years']))).toBe(true);
    expect((await call(`${server.url}/api/applicant/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(existsSync(path.join(server.dir, second))).toBe(false);
  });

  it('accepts only the kinds the field lists: an image is refused (415) and nothing is stored', async () => {
    const image = { data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer(), name: 'cv.png', type: 'image/png' };
    const before = storedFiles(server.uploadsDir);
    const res = await createApplicant('Image', image);
    expect(res.status).toBe(415);
    expect(res.body.error.fields).toEqual({ resume: 'Upload a PDF or Word document (.pdf, .docx)' });
    expect(storedFiles(server.uploadsDir)).toEqual(before);
  });

  it('is described in the OpenAPI document, with the read access of its entity (owner: signed in, no 403)', () => {
    const download = (openapi.paths as Record<string, Json>)['/api/applicant/{id}/files/resume'].get;
    expect(download.operationId).toBe('downloadResumeApplicant');
    expect(download.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(download.responses).sort()).toEqual(['200', '302', '400', '401', '404', '413', '415']);
    expect(Object.keys(download.responses['200'].content)).toEqual(['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);
  });
});
