/**
 * runtime-server/local-api/after-commit.ts on a real SQLite file: effects queued in a `transaction()` run once
 * it committed, and none when it rolls back; code the transaction started that runs after it ended cannot
 * queue an effect any more (it would never run); and the store that carries the queue is put out of use once
 * no transaction runs, so that the promises of other requests do not pay its hook.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../../runtime-server/db/connect';
import { committing, transaction, transactionOf, whenCommitted } from '../../runtime-server/local-api/after-commit';

let dir: string;
let db: Knex;
/** A second database: SQLite runs one transaction at a time on each, and these tests hold one open. */
let other: Knex;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'after-commit-'));
  db = connectDatabase({ url: path.join(dir, 'after-commit.sqlite') });
  other = connectDatabase({ url: path.join(dir, 'other.sqlite') });
  await db.schema.createTable('notes', (t) => {
    t.increments('id');
    t.string('text');
  });
});

afterAll(async () => {
  await db?.destroy();
  await other?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const later = <T>(ms: number, read: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(read()), ms));

/**
 * How many symbol-keyed properties a promise made now carries. While an AsyncLocalStorage is in use, Node's
 * hooks write onto every new promise (Node 20: its async ids and the store, under symbols): more than without.
 */
const symbolsOfANewPromise = () => Object.getOwnPropertySymbols(Promise.resolve()).length;

describe('transaction() and its effects', () => {
  it('runs the queued effects after the commit, in order, and none of a transaction that rolled back', async () => {
    const seen: string[] = [];
    await transaction(db, async (trx) => {
      await trx('notes').insert({ text: 'kept' });
      whenCommitted(async () => void seen.push(`first, ${(await db('notes').pluck('text')).join()}`), 'a test');
      whenCommitted(() => Promise.resolve(void seen.push('second')), 'a test');
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['first, kept', 'second']);

    await expect(
      transaction(db, async (trx) => {
        await trx('notes').insert({ text: 'rolled back' });
        whenCommitted(() => Promise.resolve(void seen.push('never')), 'a test');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual(['first, kept', 'second']);
    expect(await db('notes').pluck('text')).toEqual(['kept']);
  });

  it('runs the other effects when one fails, logging it, and answers what the work answered', async () => {
    const seen: string[] = [];
    const logged: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    try {
      expect(await transaction(db, () => Promise.resolve('nothing queued'))).toBe('nothing queued');
      expect(logged).toEqual([]);
      const result = await transaction(db, () => {
        whenCommitted(() => Promise.reject(new Error('the mail server is down')), 'a test');
        whenCommitted(() => Promise.resolve(void seen.push('after the failure')), 'a test');
        return Promise.resolve(42);
      });
      expect(result).toBe(42);
      expect(seen).toEqual(['after the failure']);
      expect(logged.map(([what, error]) => [what, (error as Error).message])).toEqual([['after a commit:', 'the mail server is down']]);
    } finally {
      spy.mockRestore();
    }
  });

  it('tells whether the running code is in a transaction, and which one of a database', async () => {
    expect(committing()).toBe(false);
    expect(transactionOf(db)).toBeUndefined();
    const seen = await transaction(db, (trx) => Promise.resolve({ committing: committing(), mine: transactionOf(db) === trx, other: transactionOf(other) }));
    expect(seen).toEqual({ committing: true, mine: true, other: undefined });
  });

  it('refuses an effect queued outside a transaction, or by its code once it has ended', async () => {
    expect(() => whenCommitted(() => Promise.resolve(undefined), 'A stray effect')).toThrow(/A stray effect has effects for after the commit/);
    let late: Promise<{ committing: boolean; transaction: Knex.Transaction | undefined; queued: string }> | undefined;
    // Another transaction still runs meanwhile, so the store is in use when the late code runs.
    let release!: () => void;
    const running = transaction(other, () => new Promise<void>((resolve) => (release = resolve)));
    await transaction(db, () => {
      late = later(30, () => {
        let queued = 'queued';
        try {
          whenCommitted(() => Promise.resolve(undefined), 'A late effect');
        } catch (error) {
          queued = (error as Error).message;
        }
        return { committing: committing(), transaction: transactionOf(db), queued };
      });
      return Promise.resolve();
    });
    const seen = await late!;
    release();
    await running;
    expect(seen.committing).toBe(false);
    expect(seen.transaction).toBeUndefined();
    expect(seen.queued).toMatch(/^A late effect has effects for after the commit/);
  });

  it('puts the store out of use once the last running transaction has ended, not before', async () => {
    await transaction(db, () => Promise.resolve(undefined));
    const unused = symbolsOfANewPromise();
    let release!: () => void;
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const first = transaction(other, () => {
      entered();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await inside;
    const inUse = symbolsOfANewPromise();
    expect(inUse).toBeGreaterThan(unused);
    // A second one ends while the first still runs: the first's code still finds its queue.
    await transaction(db, () => Promise.resolve(undefined));
    expect(symbolsOfANewPromise()).toBe(inUse);
    release();
    await first;
    expect(symbolsOfANewPromise()).toBe(unused);
  });
});
