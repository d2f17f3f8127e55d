/** Reading the development outbox (mailer.ts): tests, and people checking what was sent. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from './mailer';

/** Every message in the outbox, oldest first; optionally only those to one address. */
export function readOutbox(outboxDir: string, to?: string): OutboxEntry[] {
  if (!existsSync(outboxDir)) return [];
  const entries = readdirSync(outboxDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(outboxDir, name), 'utf8')) as OutboxEntry);
  return to === undefined ? entries : entries.filter((entry) => entry.to.toLowerCase() === to.toLowerCase());
}
