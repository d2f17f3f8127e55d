/**
 * One Chromium per Vitest worker, shared by the browser test files that worker runs one after another.
 * A worker's process ends with its project (and, were a project isolated, with each file), so a browser
 * launched there (a second or two, and as long again to close, on a loaded machine) would die with it;
 * this Vitest global setup keeps the browsers in the main process instead. It answers, on a local port named in TEST_BROWSER_POOL, the
 * endpoint of the worker's browser (VITEST_POOL_ID), launching it on the first request: a run without a
 * browser test launches none. `launchBrowser()` (browser.ts) connects to it; each file still gets
 * contexts of its own, closed when it closes its connection. Closed at the end of the run.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserServer } from 'playwright-core';

export const BROWSER_POOL_VARIABLE = 'TEST_BROWSER_POOL';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[BROWSER_POOL_VARIABLE]) return undefined; // made by the other project's setup
  const browsers = new Map<string, Promise<BrowserServer>>();
  const launch = async (worker: string): Promise<BrowserServer> => {
    const { launchOptions } = await import('./browser');
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launchServer(launchOptions());
    // A browser that crashed or was closed is launched anew for the worker's next file.
    browser.on('close', () => browsers.delete(worker));
    return browser;
  };
  const server = http.createServer((request, response) => {
    const worker = new URL(request.url ?? '/', 'http://pool').searchParams.get('worker') ?? '0';
    let browser = browsers.get(worker);
    if (!browser) {
      browser = launch(worker);
      browsers.set(worker, browser);
    }
    browser.then(
      (b) => response.end(b.wsEndpoint()),
      (error: Error) => {
        browsers.delete(worker);
        response.statusCode = 500;
        response.end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env[BROWSER_POOL_VARIABLE] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async () => {
    delete process.env[BROWSER_POOL_VARIABLE];
    server.close();
    await Promise.all([...browsers.values()].map(async (b) => (await b.catch(() => undefined))?.close()));
  };
}
