/** The benchmark's flags: `npm run bench -- --duration 3 --only list-page-1,get-by-id`. */
export interface BenchArgs {
  /** Seconds of load per endpoint and server (split over the rounds). @default 20 */
  duration: number;
  /** Turns per endpoint: ours and the ceiling alternate this many times; the ratios are the rounds' medians. @default 5 */
  rounds: number;
  /** Seconds of unmeasured load before each measurement (JIT, caches). @default 2 */
  warmup: number;
  /** @default 50 */
  connections: number;
  /** Banner rows seeded. @default 100000 */
  rows: number;
  /** How our server runs: the built JavaScript (`node`, as `npm start`), or `tsx` (how `npm start` ran before). @default 'node' */
  runner: 'node' | 'tsx';
  /** Endpoint names to measure (all when empty). */
  only: string[];
  /** Use the builds already in dist/ (faster iterations). */
  skipBuild: boolean;
  /** A folder to write V8 CPU profiles of both servers into (node --cpu-prof): <folder>/ours/, <folder>/ceiling/. */
  profile?: string;
  /** Skip timing `npm run generate` and `--check`. */
  skipGenerate: boolean;
  /** Our server's database: SQLite (as the ceiling), or a fresh PostgreSQL database (postgres.ts). @default 'sqlite' */
  db: 'sqlite' | 'postgres';
  /** The ceiling without the audit entries of staff writes (the product writes them; the ceiling does too unless this is set). */
  bareCeiling: boolean;
  /** Where the results go. @default bench/results/latest.json */
  out?: string;
  /** Seconds without load after it, watching for the lowest RSS (`rss_idle_mb`). @default 60 */
  idle: number;
  /** With `--db postgres`: the server to create the database on. @default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5433/postgres */
  databaseUrl?: string;
  /** node's flags for our server (heap settings), instead of those of `npm start` (package.json); `''` for none. The ceiling keeps node's defaults. */
  nodeFlags?: string[];
}

export function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = { duration: 20, rounds: 5, warmup: 2, connections: 50, rows: 100_000, runner: 'node', only: [], skipBuild: false, skipGenerate: false, db: 'sqlite', bareCeiling: false, idle: 60 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    const number = () => {
      const n = Number(value());
      if (!Number.isFinite(n) || n < 0) throw new Error(`${flag} needs a number`);
      return n;
    };
    if (flag === '--duration') args.duration = number();
    else if (flag === '--rounds') args.rounds = Math.max(1, Math.round(number()));
    else if (flag === '--warmup') args.warmup = number();
    else if (flag === '--connections') args.connections = number();
    else if (flag === '--rows') args.rows = number();
    else if (flag === '--runner') {
      const runner = value();
      if (runner !== 'node' && runner !== 'tsx') throw new Error('--runner is node or tsx');
      args.runner = runner;
    } else if (flag === '--only') args.only = value().split(',');
    else if (flag === '--skip-build') args.skipBuild = true;
    else if (flag === '--skip-generate') args.skipGenerate = true;
    else if (flag === '--profile') args.profile = value();
    else if (flag === '--db') {
      const db = value();
      if (db !== 'sqlite' && db !== 'postgres') throw new Error('--db is sqlite or postgres');
      args.db = db;
    } else if (flag === '--database-url') args.databaseUrl = value();
    else if (flag === '--bare-ceiling') args.bareCeiling = true;
    else if (flag === '--out') args.out = value();
    else if (flag === '--idle') args.idle = number();
    else if (flag === '--node-flags') args.nodeFlags = value().split(' ').filter(Boolean);
    else throw new Error(`Unknown flag ${flag}; see bench/README section in the main README`);
  }
  return args;
}
