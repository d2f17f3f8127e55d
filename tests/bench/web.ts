/**
 * `npm run bench:web`: what a first visit to the public site costs. Opens `/`
 * and `/products` in headless Chromium with an empty cache and sums the
 * gzip-compressed size (level 9) of every JavaScript and CSS file the page
 * downloaded; then 20 concurrent visitors load `/` for 10 s (autocannon) and
 * the time to first byte is reported. Budget: under 100 KB of JS for `/`:
 * the verdict is printed (PASS / FAIL) and a FAIL exits 1. Needs the build
 * (npm run build:web). tests/site/js-budget.test.ts holds the same budget on
 * the build without a browser.
 */
import autocannon from 'autocannon';
import path from 'node:path';
import { launchBrowser } from '../helpers/browser';
import { gzipBytes, JS_BUDGET_BYTES } from '../helpers/js-weight';
import { startTestServer } from '../helpers/server';
import { ROOT } from '../helpers/temp-project';

const WEB_DIR = path.join(ROOT, 'dist/web');

interface Weight {
  js: number;
  css: number;
  /** Each downloaded file with its gzip bytes. */
  files: Record<string, number>;
}

/** The JS and CSS a fresh browser downloads for `url`, as gzip bytes of the built files. */
async function firstVisit(url: string): Promise<Weight> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet') files.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const weight: Weight = { js: 0, css: 0, files: {} };
    for (const file of [...files].sort()) {
      const bytes = gzipBytes(path.join(WEB_DIR, file));
      weight.files[file] = bytes;
      if (file.endsWith('.css')) weight.css += bytes;
      else weight.js += bytes;
    }
    return weight;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const server = await startTestServer({ webDir: WEB_DIR, demoContent: true });
  try {
    const home = await firstVisit(`${server.url}/`);
    const products = await firstVisit(`${server.url}/products`);
    const load = await autocannon({ url: `${server.url}/`, connections: 20, duration: 10 });
    const result = {
      home: { jsGzipBytes: home.js, cssGzipBytes: home.css, files: home.files },
      products: { jsGzipBytes: products.js, cssGzipBytes: products.css, files: products.files },
      homeUnderLoad: { connections: 20, requestsPerSecond: load.requests.average, ttfbP50Ms: load.latency.p50, ttfbP99Ms: load.latency.p99, errors: load.errors, non2xx: load.non2xx },
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(`\nFirst visit to /:         JS ${kb(home.js)} gzip, CSS ${kb(home.css)} gzip (budget: JS under ${kb(JS_BUDGET_BYTES)})`);
    console.log(`First visit to /products: JS ${kb(products.js)} gzip, CSS ${kb(products.css)} gzip`);
    console.log(`/ with 20 concurrent visitors: ${load.requests.average} req/s, time to first byte p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms`);
    const pass = home.js < JS_BUDGET_BYTES;
    console.log(`JS budget for /: ${pass ? 'PASS' : 'FAIL'} (${kb(home.js)} of ${kb(JS_BUDGET_BYTES)}, ${pass ? `${kb(JS_BUDGET_BYTES - home.js)} to spare` : `${kb(home.js - JS_BUDGET_BYTES)} over`})`);
    if (!pass) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

void main();
