/**
 * Issue 10, the public careers pages rendered on the server from the demo
 * seed (site/careers/seed.ts; its texts written down as literals):
 * only open jobs are listed, shown and in the sitemap; the job page carries
 * its schema.org JobPosting; the application and exam pages exist.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, dayFromToday } from '../helpers/careers';
import { login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { ROOT } from '../helpers/temp-project';

let server: TestServer;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'dist/server/entry-server.js'))) throw new Error('dist/server is missing: run `npm run build:web` first (npm test does)');
  server = await startTestServer({ webDir: path.join(ROOT, 'dist/web'), demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  for (const row of await server.db('jobs').select('id', 'slug')) ids[row.slug] = Number(row.id);
  ids.expired = await createJob(server.url, admin, { title: 'Expired Posted Role', slug: 'expired-posted', deadline: dayFromToday(-1) });
});
afterAll(() => server?.close());

async function page(pathname: string) {
  const res = await fetch(`${server.url}${pathname}`);
  return { status: res.status, html: await res.text() };
}

describe('/careers', () => {
  it('lists the posted jobs whose deadline has not passed, in the first HTML', async () => {
    const { status, html } = await page('/careers');
    expect(status).toBe(200);
    expect(html).toContain('<title>Careers | Nimbus Consulting</title>');
    expect(html).toContain('2 open positions');
    expect(html).toContain(`href="/career-details/${ids['senior-cloud-engineer']}"`);
    expect(html).toContain('Graduate Software Engineer');
    for (const hidden of ['Penetration Tester', 'Data Engineer (6-month contract)', 'Expired Posted Role']) expect(html).not.toContain(hidden);
  });

  it('filters on the server from the address', async () => {
    const cloud = await page('/careers?category=cloud&workplace=hybrid');
    expect(cloud.html).toContain('1 open position');
    expect(cloud.html).toContain('Senior Cloud Engineer (AWS / Azure)');
    expect(cloud.html).not.toContain('Graduate Software Engineer');
    expect((await page('/careers?q=graduate')).html).toContain('1 open position');
    expect((await page('/careers?employment_type=contract')).html).toContain('No open positions match these filters.');
  });
});

describe('/career-details/:id', () => {
  it('shows the job with its salary range, deadline, Apply buttons and JobPosting data', async () => {
    const id = ids['senior-cloud-engineer'];
    const { status, html } = await page(`/career-details/${id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Senior Cloud Engineer (AWS / Azure) | Nimbus Consulting</title>');
    expect(html).toContain('$135,000.00 – $165,000.00 a year');
    expect(html).toContain(`href="/quick-apply-resume?job=${id}"`);
    expect(html).toContain(`href="/general-apply-resume?job=${id}"`);
    // Requirements and benefits are rows (issue 25), each one item of a list.
    expect(html).toContain(
      '<h2>What we look for</h2><ul class="item-list"><li>Five or more years of hands-on infrastructure work, two of them in public cloud</li><li>Terraform and one scripting language (Python, PowerShell or Bash)</li><li>A current AWS or Azure associate or professional certification</li><li>Clear written English; German is a plus</li></ul>',
    );
    expect(html).toContain('<h2>What we offer</h2><ul class="item-list"><li>Two paid certifications a year</li><li>Three office days a week, the rest remote</li><li>401(k) match up to 5%</li></ul>');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
    const posting = JSON.parse(ld![1]!);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Cloud Engineer (AWS / Azure)',
      employmentType: 'FULL_TIME',
      validThrough: `${dayFromToday(30)}T23:59:59Z`,
      hiringOrganization: { '@type': 'Organization', name: 'Nimbus Consulting' },
      jobLocation: { address: { addressLocality: 'Boston', addressCountry: 'United States' } },
      baseSalary: { currency: 'USD', value: { minValue: 135000, maxValue: 165000, unitText: 'YEAR' } },
    });
  });

  it('is the 404 page for a draft, archived, expired or missing job', async () => {
    for (const id of [ids['penetration-tester'], ids['data-engineer-contract'], ids.expired, 99999]) {
      const { status, html } = await page(`/career-details/${id}`);
      expect(status, `job ${id}`).toBe(404);
      expect(html).toContain('<title>Page not found');
    }
  });
});

describe('the other careers pages', () => {
  it('quick apply shows the form for an open job and 404 for a closed one', async () => {
    const open = await page(`/quick-apply-resume?job=${ids['graduate-software-engineer']}`);
    expect(open.status).toBe(200);
    expect(open.html).toContain('Quick apply');
    expect(open.html).toContain('name="resume"');
    expect((await page(`/quick-apply-resume?job=${ids['penetration-tester']}`)).status).toBe(404);
    expect((await page('/quick-apply-resume?job=abc')).status).toBe(404);
  });

  it('quick apply without a job offers the open positions, each with its quick and account application (issue 29, 18)', async () => {
    const pick = await page('/quick-apply-resume');
    expect(pick.status).toBe(200);
    expect(pick.html).toContain('<title>Apply');
    expect(pick.html).toContain('Choose the position you are applying for.');
    for (const slug of ['senior-cloud-engineer', 'graduate-software-engineer']) {
      expect(pick.html).toContain(`href="/quick-apply-resume?job=${ids[slug]}"`);
      expect(pick.html).toContain(`href="/general-apply-resume?job=${ids[slug]}"`);
    }
    for (const id of [ids['penetration-tester'], ids['data-engineer-contract'], ids.expired]) expect(pick.html).not.toContain(`job=${id}"`);
    expect(pick.html).not.toContain('name="resume"');
  });

  it('general apply, email confirmation and the exam pages answer 200', async () => {
    for (const p of [`/general-apply-resume?job=${ids['graduate-software-engineer']}`, '/applicant-validation', '/exam-start', '/exam']) {
      expect((await page(p)).status, p).toBe(200);
    }
  });

  it('the sitemap lists /careers and every open job, and no closed one', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>http://site.test/careers</loc>`);
    for (const slug of ['senior-cloud-engineer', 'graduate-software-engineer']) expect(xml).toContain(`<loc>http://site.test/career-details/${ids[slug]}</loc>`);
    for (const id of [ids['penetration-tester'], ids['data-engineer-contract'], ids.expired]) expect(xml).not.toContain(`/career-details/${id}<`);
  });
});
