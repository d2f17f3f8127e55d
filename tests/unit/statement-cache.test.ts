/**
 * SQLite's prepared statements are kept by SQL text (db/sqlite-connection.ts), 500 at most:
 * the same text gets the same statement back, and the first prepared goes when a 501st arrives.
 */
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpConnection } from '../../runtime-server/db/sqlite-connection';

let db: InstanceType<typeof Database> | undefined;
afterEach(() => db?.close());

describe('prepared statements kept per connection', () => {
  it('answers the same statement for the same SQL, keeps 500, and prepares the oldest again after that', () => {
    db = new Database(':memory:');
    setUpConnection(db);
    const first = db.prepare('SELECT 0 AS n');
    expect(db.prepare('SELECT 0 AS n')).toBe(first);
    for (let n = 1; n < 500; n++) db.prepare(`SELECT ${n} AS n`);
    expect(db.prepare('SELECT 0 AS n')).toBe(first); // 500 kept: still there
    const newest = db.prepare('SELECT 499 AS n');
    db.prepare('SELECT 500 AS n'); // the 501st: the first prepared goes (the order is of preparation, not of use)
    expect(db.prepare('SELECT 499 AS n')).toBe(newest);
    const again = db.prepare('SELECT 0 AS n');
    expect(again).not.toBe(first);
    expect(again.get()).toEqual({ n: 0 });
  });
});
