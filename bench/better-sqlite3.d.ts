/** The part of better-sqlite3's API the benchmark and tests use (the project has no @types for it; knex hides it elsewhere). */
declare module 'better-sqlite3' {
  export interface RunResult {
    changes: number;
    lastInsertRowid: number | bigint;
  }
  export interface Statement {
    run(...params: unknown[]): RunResult;
    get(...params: unknown[]): unknown;
    all(...params: unknown[]): unknown[];
    pluck(on?: boolean): this;
  }
  export interface Database {
    prepare(sql: string): Statement;
    pragma(sql: string): unknown;
    exec(sql: string): this;
    /** The function, run in a transaction (BEGIN); `.immediate` takes the write lock at BEGIN. */
    transaction<A extends unknown[], T>(fn: (...args: A) => T): ((...args: A) => T) & { immediate: (...args: A) => T };
    /** A SQL function written in JavaScript, for this connection. */
    function(name: string, options: { deterministic?: boolean }, fn: (...args: never[]) => unknown): this;
    close(): void;
  }
  /** `timeout`: how long a statement waits for another connection's lock (ms; default 5,000). */
  const Database: new (filename: string, options?: { timeout?: number }) => Database;
  export default Database;
}
