/**
 * The public pages answer server-rendered HTML from the database: content,
 * title, description, canonical link and Open Graph tags in the first answer,
 * 404 for unknown paths and missing records, the sitemap and robots.txt.
 * Texts below are the demo seed's (site/server/seed), written down as literals.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../site/server/seed/png';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { ROOT } from '../helpers/temp-project';

const WEB_DIR = path.join(ROOT, 'dist/web');
let server: TestServer;
let admin: string;

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'dist/server/entry-server.js'))) throw new Error('dist/server is missing: run `npm run build:web` first (npm test does)');
  // The file renders some forty pages in a few seconds: on a quiet machine the production limit (10 renders a
  // second, 20 at once) answered 503 to the later ones. The limit has its own test (page-cache.test.ts).
  server = await startTestServer({ webDir: WEB_DIR, demoContent: true, pageRenders: { perSecond: 1000, burst: 1000 } });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

async function page(pathname: string): Promise<{ status: number; html: string; type: string | null }> {
  const res = await fetch(`${server.url}${pathname}`);
  return { status: res.status, html: await res.text(), type: res.headers.get('content-type') };
}

describe('server-rendered public pages', () => {
  it('/about has the company story and its title in the first HTML', async () => {
    const { status, html, type } = await page('/about');
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toContain('<title>About us | Nimbus Consulting</title>');
    expect(html).toContain('Nimbus Consulting was founded in Boston in 2011 by three infrastructure engineers');
    expect(html).toContain('We help mid-sized companies use technology with confidence');
  });

  it('/services lists the services with their summaries', async () => {
    const { status, html } = await page('/services');
    expect(status).toBe(200);
    expect(html).toContain('<title>Services | Nimbus Consulting</title>');
    expect(html).toContain('Cloud Migration');
    expect(html).toContain('Move workloads to the cloud with a plan, not a leap.');
    expect(html).toContain('href="/service-details/1"');
  });

  it('/pricing lists the features of each plan, and a product page its specification lines (issue 25: rows)', async () => {
    const pricing = await page('/pricing');
    expect(pricing.status).toBe(200);
    expect(pricing.html).toContain('<ul class="plan-features"><li>24/7 service desk</li><li>Monitoring of up to 100 devices</li><li>Weekly patching and backups</li><li>Annual penetration test</li><li>Named technical account manager</li></ul>');
    const premium = (await call(`${server.url}/api/product?filter[slug]=premium-support-plan`)).body.data[0];
    const details = await page(`/product-details/${premium.id}`);
    expect(details.html).toContain('<h2>Specifications</h2><dl class="spec-table"><dt>Users</dt><dd>Up to 100</dd><dt>Devices</dt><dd>Up to 150</dd><dt>Critical response</dt><dd>30 minutes, any time</dd></dl>');
  });

  it('/products lists products with prices, and a category filter in the address narrows them on the server', async () => {
    const { status, html } = await page('/products');
    expect(status).toBe(200);
    expect(html).toContain('<title>Products | Nimbus Consulting</title>');
    expect(html).toContain('9 products');
    expect(html).toContain('Cloud Operations Retainer');
    const categories = (await call(`${server.url}/api/category?filter[slug]=support-plans`)).body.data;
    const filtered = await page(`/products?category=${categories[0].id}`);
    expect(filtered.html).toContain('Premium 24/7 Support Plan');
    expect(filtered.html).not.toContain('Cloud Readiness Workshop');
  });

  it('a content page has its database text, title, description, canonical link and Open Graph tags', async () => {
    const { status, html } = await page('/privacy-policy');
    expect(status).toBe(200);
    expect(html).toContain('<title>Privacy policy | Nimbus Consulting</title>');
    expect(html).toContain('This policy explains what personal data we collect when you use this web site');
    expect(html).toContain('<meta name="description" content="What personal data Nimbus Consulting collects, why, how long we keep it and your rights.">');
    expect(html).toContain(`<link rel="canonical" href="http://site.test/privacy-policy">`);
    expect(html).toContain('<meta property="og:title" content="Privacy policy">');
    // The loader data travels with the page for hydration.
    expect(html).toContain('<script type="application/json" id="router-data">');
  });

  it('/de/privacy-policy is the German page: lang, title, description, text, hreflang alternates and a plain link back', async () => {
    const { status, html } = await page('/de/privacy-policy');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Datenschutzerklärung | Nimbus Consulting</title>');
    expect(html).toContain('<meta name="description" content="Welche personenbezogenen Daten Nimbus Consulting erhebt, wozu, wie lange wir sie speichern und welche Rechte Sie haben.">');
    expect(html).toContain('Diese Erklärung beschreibt, welche personenbezogenen Daten wir erheben');
    expect(html).toContain('<link rel="canonical" href="http://site.test/de/privacy-policy">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://site.test/privacy-policy">');
    expect(html).toContain('<link rel="alternate" hreflang="de" href="http://site.test/de/privacy-policy">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://site.test/privacy-policy">');
    expect(html).toContain('<a href="/privacy-policy" hrefLang="en" lang="en" title="This page in English"><span aria-hidden="true">EN</span><span class="visually-hidden">English</span></a>');
    // The English page links to the German one, and is kept apart from it (the page cache keys by path).
    const english = await page('/privacy-policy');
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('<a href="/de/privacy-policy" hrefLang="de" lang="de" title="Diese Seite auf Deutsch"><span aria-hidden="true">DE</span><span class="visually-hidden">Deutsch</span></a>');
    expect(english.html).not.toContain('Datenschutzerklärung');
  });

  it('a page without a German translation falls back to English under /de/, marked lang="en"; an unknown locale is a 404', async () => {
    const { status, html } = await page('/de/return-policy');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de">');
    // The page opens with a hero block, untranslated: the hero (its h1) says it is English.
    expect(html).toMatch(/<div lang="en"><header class="page-header"><div class="container">(<p class="eyebrow">[^<]*<\/p>)?<h1 id="[^"]*">Return policy<\/h1>/);
    expect(html).toContain('<a href="/return-policy" hrefLang="en" lang="en" title="This page in English">');
    expect((await page('/fr/privacy-policy')).status).toBe(404);
    expect((await page('/en/privacy-policy')).status).toBe(404);
    expect((await page('/de/no-such-page')).status).toBe(404);
  });

  it('shows an edit by staff at once', async () => {
    const { data } = (await call(`${server.url}/api/page?filter[slug]=help-center`, { token: admin })).body;
    const res = await call(`${server.url}/api/page/${data[0].id}`, { method: 'PATCH', token: admin, json: { title: 'Support and answers' } });
    expect(res.status).toBe(200);
    expect((await page('/help-center')).html).toContain('<title>Support and answers | Nimbus Consulting</title>');
  });

  it('keeps a draft content page private: 404 and not in the sitemap', async () => {
    const created = await call(`${server.url}/api/page`, {
      method: 'POST',
      token: admin,
      json: { slug: 'draft-announcement', title: 'Secret merger', body: '<p>Not yet</p>', published: false },
    });
    expect(created.status).toBe(201);
    const draft = await page('/draft-announcement');
    expect(draft.status).toBe(404);
    expect(draft.html).not.toContain('Secret merger');
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain('/draft-announcement');
  });

  it('escapes database text in the head and in the hydration data', async () => {
    const title = 'Tips </script><script>alert(1)</script> & "quotes"';
    const created = await call(`${server.url}/api/page`, { method: 'POST', token: admin, json: { slug: 'escape-probe', title, body: '<p>Safe</p>', published: true } });
    expect(created.status).toBe(201);
    const { status, html } = await page('/escape-probe');
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>Tips &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; | Nimbus Consulting</title>');
    expect(html).toContain('Tips \\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('answers an unknown path with HTTP 404 and the 404 page', async () => {
    for (const pathname of ['/no-such-page', '/a/b/c', '/service-details/99999', '/product-details/99999', '/service-details/abc']) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(404);
      expect(html, pathname).toContain('<h1>Page not found</h1>');
      expect(html, pathname).toContain('<title>Page not found | Nimbus Consulting</title>');
    }
  });

  it('serves the admin as an empty client-rendered shell', async () => {
    const { status, html } = await page('/admin/banner-list');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('router-data');
  });
});

describe('every public page in each locale (docs/localization.md)', () => {
  const idOf = async (entity: string, slug: string): Promise<number> => (await call(`${server.url}/api/${entity}?filter[slug]=${slug}`)).body.data[0].id as number;
  const germanJobs = async () => (await call(`${server.url}/api/careers/jobs?perPage=50&locale=de`)).body.data as { id: number; title: string; _meta: { fallback: string[] } }[];
  const jobId = async (title: string): Promise<number> => (await germanJobs()).find((j) => j.title === title)!.id;
  const alternates = (html: string, path: string) => {
    const de = path === '/' ? '/de' : `/de${path}`;
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="http://site.test${path}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="http://site.test${de}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="http://site.test${path}">`);
  };

  /**
   * A German page of the demo seed: what it shows (`{id}` in its address and texts stands for its record's id),
   * and the English page it translates, whose address its hreflang alternates name and which shows what is listed.
   */
  interface GermanPage {
    name: string;
    path: string;
    id?: () => Promise<number>;
    shows: string[];
    english?: { path: string; shows: string[] };
  }
  const GERMAN_PAGES: GermanPage[] = [
    {
      name: 'the home page: German menu, footer and banner, the switch back',
      path: '/de',
      shows: [
        '<title>Sicherheit, die Sie belegen können | Nimbus Consulting</title>',
        '<a class="" href="/de/services" data-discover="true">Leistungen</a>',
        '<h2 id="footer-col-4" class="footer-title">Rechtliches</h2>',
        '<a href="/de/privacy-policy" data-discover="true">Datenschutz</a>',
        '<a class="skip-link" href="#main">Zum Inhalt springen</a>',
        '<form class="site-search" role="search" action="/de/search" method="get">',
        '<a href="/" hrefLang="en" lang="en" title="This page in English">',
      ],
      english: { path: '/', shows: ['<html lang="en">', '<a class="" href="/services" data-discover="true">Services</a>', '<a href="/de" hrefLang="de" lang="de" title="Diese Seite auf Deutsch">'] },
    },
    { name: 'the services', path: '/de/services', shows: ['<h1>Leistungen</h1>'] },
    {
      name: 'a service: its switch keeps the page, and links stay German',
      path: '/de/service-details/{id}',
      id: () => idOf('service', 'cloud-migration'),
      shows: [
        '<title>Cloud-Migration | Nimbus Consulting</title>',
        '<h1>Cloud-Migration</h1>',
        'Anwendungen mit Plan in die Cloud bringen, nicht mit einem Sprung.',
        '<a href="/de/services" data-discover="true">Leistungen</a>',
        'Sprechen Sie mit uns über Cloud-Migration</a>',
        '<a href="/service-details/{id}" hrefLang="en" lang="en"',
      ],
      english: { path: '/service-details/{id}', shows: [] },
    },
    {
      name: 'a product: German name and specifications, the price written the German way in the same currency',
      path: '/de/product-details/{id}',
      id: () => idOf('product', 'microsoft-365-business-premium'),
      shows: [
        '<h1>Microsoft 365 Business Premium (pro Benutzer)</h1>',
        '<span class="price-now">264,00\u00a0$</span><span class="price-billing"> / Jahr</span>',
        '>In den Warenkorb</button>',
        '<h2>Technische Daten</h2>',
        '<dt>Laufzeit</dt><dd>12 Monate, jährliche Verlängerung</dd>',
      ],
      english: { path: '/product-details/{id}', shows: ['<span class="price-now">$264.00</span><span class="price-billing"> / year</span>'] },
    },
    {
      name: 'a product whose description has no German: the description in English, marked so',
      path: '/de/product-details/{id}',
      id: () => idOf('product', 'managed-backup-m365'),
      shows: ['<h1>Managed Backup für Microsoft 365 (pro Benutzer)</h1>', '<div lang="en"><div class="rich-text">'],
    },
    {
      name: 'a job ad: the German ad and the careers words',
      path: '/de/career-details/{id}',
      id: () => jobId('Senior Cloud Engineer (AWS / Azure) (m/w/d)'),
      shows: [
        '<h1>Senior Cloud Engineer (AWS / Azure) (m/w/d)</h1>',
        '<h2>Die Aufgabe</h2>',
        '<li>Zwei bezahlte Zertifizierungen pro Jahr</li>',
        '<a class="site-btn" href="/de/quick-apply-resume?job={id}" data-discover="true">Schnellbewerbung</a>',
      ],
    },
    { name: 'a job ad without German: marked English', path: '/de/career-details/{id}', id: () => jobId('Graduate Software Engineer'), shows: ['<h1 lang="en">Graduate Software Engineer</h1>'] },
  ];

  it.each(GERMAN_PAGES)('German: $name ($path)', async ({ path, id, shows, english }) => {
    const recordId = id ? String(await id()) : '';
    const withId = (text: string) => text.replaceAll('{id}', recordId);
    const { status, html } = await page(withId(path));
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de">');
    for (const text of shows) expect(html).toContain(withId(text));
    if (!english) return;
    alternates(html, withId(english.path));
    if (english.shows.length === 0) return;
    const englishHtml = (await page(withId(english.path))).html;
    for (const text of english.shows) expect(englishHtml).toContain(withId(text));
  });

  it('the careers API marks an ad without German as falling back, and refuses a locale it does not have', async () => {
    const jobs = await germanJobs();
    const german = jobs.find((j) => j.title === 'Senior Cloud Engineer (AWS / Azure) (m/w/d)')!;
    expect(jobs.find((j) => j.title === 'Graduate Software Engineer')!._meta.fallback).toContain('title');
    expect((await call(`${server.url}/api/careers/jobs?locale=fr`)).status).toBe(400);
    expect((await call(`${server.url}/api/careers/jobs/${german.id}?locale=fr`)).status).toBe(400);
  });

  it('/de/no-such-page is the German 404; /fr/services and /en/services are 404s', async () => {
    const { status, html } = await page('/de/no-such/page');
    expect(status).toBe(404);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Seite nicht gefunden</h1>');
    expect(html).not.toContain('hreflang=');
    expect((await page('/fr/services')).status).toBe(404);
    expect((await page('/en/services')).status).toBe(404);
  });

  it('/sitemap.xml lists every page in every locale', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const service = await idOf('service', 'cloud-migration');
    const product = await idOf('product', 'microsoft-365-business-premium');
    for (const path of ['', '/services', `/service-details/${service}`, `/product-details/${product}`, '/careers', '/privacy-policy']) {
      expect(xml).toContain(`<loc>http://site.test${path || '/'}</loc>`);
      expect(xml).toContain(`<loc>http://site.test/de${path}</loc>`);
    }
  });
});

describe('pictures', () => {
  const imgs = (html: string) => html.match(/<img [^>]*>/g) ?? [];

  it('have their size set (no layout shift), load lazily below the fold, and take their alt text from the data', async () => {
    const home = imgs((await page('/')).html);
    expect(home.length).toBeGreaterThan(10);
    for (const img of home) expect(img).toMatch(/ width="\d+" height="\d+"/);
    const hero = home.find((img) => img.includes('class="hero-photo"'))!;
    expect(hero).not.toContain('loading="lazy"');
    const team = home.find((img) => img.includes('alt="Olivia Bennett"'))!;
    expect(team).toContain('loading="lazy"');
    expect(home.some((img) => img.includes('alt="Managed Backup for Microsoft 365 (per user)"') && img.includes('loading="lazy"'))).toBe(true);

    const details = imgs((await page('/product-details/2')).html).find((img) => img.includes('product-details-photo'))!;
    expect(details).toContain('alt="Managed Backup for Microsoft 365 (per user)"');
    expect(details).toMatch(/ width="600" height="360"/);
    expect(details).not.toContain('loading="lazy"');
  });

  it('offer the thumbnails made at upload in a srcset; a picture stored before thumbnails loads only its original', async () => {
    const home = imgs((await page('/')).html);
    const hero = home.find((img) => img.includes('class="hero-photo"'))!;
    const [, src] = / src="\/(uploads\/banner\/[0-9a-f]{16}-[0-9a-f]{8})\.png"/.exec(hero) ?? [];
    expect(src).toBeDefined();
    const all = [60, 160, 400, 800, 1600].map((w) => `/${src}.w${w}.png ${w}w`).join(', ');
    expect(hero).toContain(` srcSet="${all}" sizes="(max-width: 1200px) 100vw, 1200px"`);
    for (const w of [60, 1600]) {
      const res = await fetch(`${server.url}/${src}.w${w}.png`);
      expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
    }
    // A 40 px icon lists the widths up to three times its size, not the banner's.
    const icon = home.find((img) => img.includes('class="feature-icon"'))!;
    expect(icon).toMatch(/ srcSet="\/uploads\/about-feature\/([0-9a-f]{16}-[0-9a-f]{8})\.w60\.png 60w, \/uploads\/about-feature\/\1\.w160\.png 160w" sizes="\(max-width: 40px\) 100vw, 40px"/);

    const before = await server.db('products').where({ id: 2 }).first('photo');
    const old = 'uploads/product/0123456789abcdef01234567.png';
    mkdirSync(path.join(server.uploadsDir, 'product'), { recursive: true });
    writeFileSync(path.join(server.uploadsDir, 'product/0123456789abcdef01234567.png'), gradientPng(40, 30, [0, 0, 0], [255, 255, 255]));
    await server.db('products').where({ id: 2 }).update({ photo: old });
    try {
      const details = imgs((await page('/product-details/2')).html).find((img) => img.includes('product-details-photo'))!;
      expect(details).toContain(` src="/${old}"`);
      expect(details).not.toContain('srcSet');
      expect((await fetch(`${server.url}/${old}`)).status).toBe(200);
    } finally {
      await server.db('products').where({ id: 2 }).update(before);
    }
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists the content pages in every locale', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain('<loc>http://site.test/privacy-policy</loc>');
    expect(xml).toContain('<loc>http://site.test/de/privacy-policy</loc>');
  });

  it('/sitemap.xml lists the fixed pages, services, content pages and a product created a moment before', async () => {
    const category = (await call(`${server.url}/api/category?perPage=1`)).body.data[0];
    const photo = { data: gradientPng(40, 30, [0, 0, 0], [255, 255, 255]), name: 'p.png', type: 'image/png' };
    const created = await call(`${server.url}/api/product`, {
      method: 'POST',
      token: admin,
      body: form({ name: 'Sitemap Probe Licence', slug: 'sitemap-probe', category_id: category.id, price: 1250, billing: 'one_time', quantity: 5, active: 'true' }, { photo }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain(`<loc>http://site.test/product-details/${created.body.data.id}</loc>`);
    expect(xml).toContain(`<loc>http://site.test/about</loc>`);
    expect(xml).toContain(`<loc>http://site.test/service-details/1</loc>`);
    expect(xml).toContain(`<loc>http://site.test/terms-of-use</loc>`);
  });

  it('/robots.txt keeps crawlers out of the admin and the API and names the sitemap', async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: http://site.test/sitemap.xml`);
  });
});
