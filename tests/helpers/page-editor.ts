/**
 * The start of the content-page journeys in Chromium (drafts, translation): a server with the built site, a
 * live page made through the API, and the admin signed in on that page's edit form in a desktop window.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { builtWebDir, launchBrowser, openDesktopPage, signInToAdmin } from './browser';
import { call } from './http';
import { ADMIN, startWithAdmin, type TestServer } from './server';

export interface PageEditor {
  server: TestServer;
  /** The admin's API token. */
  token: string;
  /** The page open in the editor. */
  id: number;
  browser: Browser;
  page: Page;
  /** The page's errors and console errors, for "no error" assertions. */
  problems: string[];
  /** Closes the browser connection, then the server. */
  close(): Promise<void>;
}

/**
 * `fields`: the page's values (it is published); `before`: what else the journey needs written before the
 * editor opens (another page, a translation), through the API with the admin's token.
 */
export async function openPageEditor(fields: Record<string, unknown>, before?: (server: TestServer, token: string, id: number) => Promise<void>): Promise<PageEditor> {
  const { server, admin: token } = await startWithAdmin({ webDir: builtWebDir() });
  let browser: Browser | undefined;
  try {
    const created = await call(`${server.url}/api/page`, { method: 'POST', token, json: { ...fields, published: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    await before?.(server, token, id);
    browser = await launchBrowser();
    const { page, problems } = await openDesktopPage(browser, { viewport: { width: 1366, height: 900 } }, 15_000);
    await signInToAdmin(page, server.url, `edit-page/${id}`, ADMIN.email, ADMIN.password);
    const opened = browser;
    return {
      server,
      token,
      id,
      browser: opened,
      page,
      problems,
      close: async () => {
        await opened.close();
        await server.close();
      },
    };
  } catch (error) {
    // Nothing left behind for the next file of the worker.
    await browser?.close();
    await server.close();
    throw error;
  }
}
