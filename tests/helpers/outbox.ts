/** Waiting for mail that the server sends after answering (account mail goes out off the request). */
import { readOutbox } from '../../runtime-server/mail/outbox';
import type { OutboxEntry } from '../../runtime-server/mail/mailer';

/** The messages to `to`, once there are at least `count` of them; fails after `timeoutMs`. */
export async function waitForMail(outboxDir: string, to: string, count = 1, timeoutMs = 10_000): Promise<OutboxEntry[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(outboxDir, to);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} message(s) to ${to}, found ${found.length}: ${JSON.stringify(found.map((m) => m.subject))}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the link to `page` in a message's text, e.g. `http://site.test/reset-password?token=…`. */
export function linkToken(message: OutboxEntry, pageUrl: string): string {
  const match = new RegExp(`${pageUrl.replace(/[.?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(message.text);
  if (!match) throw new Error(`no ${pageUrl} link in: ${message.text}`);
  return match[1]!;
}
