/**
 * The delivery worker: takes due rows from the outbox, sends them, and records each attempt.
 *
 * - Claiming: a row is taken with a lease (`lease_until`) by a conditional update that only succeeds
 *   while no other lease holds, so of several processes on one database exactly one sends it; on
 *   PostgreSQL the due rows are first selected `FOR UPDATE SKIP LOCKED`, so processes do not wait on
 *   each other's rows. A process that dies mid-send leaves a lease that expires: another sends the row.
 * - Order per record: a row is not due while an earlier row of the same webhook and record is pending
 *   (retrying included), so a receiver sees a record's `created` before its `updated`.
 * - Retries: after a failure the row waits `backoffMs[attempts - 1]` (30 s, 2 min, 10 min, 1 h, 3 h,
 *   6 h, 12 h); once the next try would fall past `giveUpAfterMs` (a day) after the change, it is failed.
 * - A webhook failing `maxFailures` attempts in a row is turned off, and `onDisabled` tells the admins.
 *
 * `start()` runs `deliverDue()` every `intervalMs` until `stop()`; tests call `deliverDue()` themselves.
 */
import type { Knex } from 'knex';
import { isPostgres } from '../db/connect';
import { send, type Attempt } from './send';
import { SIGNATURE_HEADER, signature } from './signature';
import type { Subscriptions } from './subscriptions';
import { DELIVERY_TABLE, stamp, WEBHOOK_TABLE, type DeliveryRow } from './tables';

export const DEFAULT_BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 3 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000];

export interface DisabledWebhook {
  id: number;
  name: string;
  url: string;
  /** The last attempt's failure. */
  error: string;
}

export interface WorkerOptions {
  db: Knex;
  /** WEBHOOK_ALLOW_PRIVATE: send to private, loopback and link-local addresses too. @default false */
  allowPrivate?: boolean;
  /** Per request, the whole exchange. @default 10000 */
  timeoutMs?: number;
  /** How often `start()` looks for due rows. @default 1000 */
  intervalMs?: number;
  /** Rows sent at once by one process. @default 10 */
  batch?: number;
  /** How long a claimed row is this process's: longer than a request may take. @default 60000 */
  leaseMs?: number;
  /** The wait after the 1st, 2nd, ... failure. @default DEFAULT_BACKOFF_MS */
  backoffMs?: readonly number[];
  /** No retry later than this after the change. @default one day */
  giveUpAfterMs?: number;
  /** Failed attempts in a row that turn a webhook off. @default 20 */
  maxFailures?: number;
  /** Told when a webhook is turned off (the app writes a notice to its admins). */
  onDisabled?: (webhook: DisabledWebhook) => Promise<void>;
  /** The app's subscriptions, read again when a webhook is turned off. */
  subscriptions?: Subscriptions;
}

export interface WebhookWorker {
  /** Sends what is due now, once; answers how many rows it attempted. */
  deliverDue(): Promise<number>;
  /** Runs `deliverDue` every `intervalMs`. */
  start(): void;
  /** Stops the loop and waits for the round under way. */
  stop(): Promise<void>;
}

export function createWebhookWorker(o: WorkerOptions): WebhookWorker {
  const settings = {
    timeoutMs: o.timeoutMs ?? 10_000, intervalMs: o.intervalMs ?? 1000, batch: o.batch ?? 10, leaseMs: o.leaseMs ?? 60_000,
    backoffMs: o.backoffMs ?? DEFAULT_BACKOFF_MS, giveUpAfterMs: o.giveUpAfterMs ?? 24 * 3_600_000, maxFailures: o.maxFailures ?? 20,
  };
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let running = false;

  async function deliverDue(): Promise<number> {
    const rows = await claim(o.db, new Date(), settings.batch, settings.leaseMs);
    await Promise.all(rows.map(async (row) => record(row, await attempt(row))));
    return rows.length;
  }

  async function attempt(row: DeliveryRow): Promise<Attempt & { webhook?: { name: string; url: string } }> {
    const webhook: { name: string; url: string; secret: string | null } | undefined = await o.db(WEBHOOK_TABLE).where({ id: row.webhook_id }).first('name', 'url', 'secret');
    if (!webhook?.secret) return { ok: false, latencyMs: 0, error: 'The webhook has no signing secret' };
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = { [SIGNATURE_HEADER]: signature(webhook.secret, timestamp, row.payload), 'X-Webhook-Event': row.event, 'X-Webhook-Id': row.event_id, 'X-Webhook-Delivery': String(row.id) };
    const result = await send({ url: webhook.url, body: row.payload, headers, timeoutMs: settings.timeoutMs, allowPrivate: o.allowPrivate ?? false });
    return { ...result, webhook };
  }

  /** The attempt in the log; the next try or the end; the webhook's failures in a row. */
  async function record(row: DeliveryRow, result: Attempt & { webhook?: { name: string; url: string } }): Promise<void> {
    const now = new Date();
    const attempts = row.attempts + 1;
    const logged = { attempts, response_status: result.status ?? null, latency_ms: result.latencyMs, response_excerpt: result.excerpt ?? null, error: result.error?.slice(0, 500) ?? null, lease_until: null, updated_at: stamp(now) };
    if (result.ok) {
      await o.db(DELIVERY_TABLE).where({ id: row.id }).update({ ...logged, status: 'delivered', delivered_at: stamp(now), next_attempt_at: null });
      await o.db(WEBHOOK_TABLE).where({ id: row.webhook_id }).where('failures', '>', 0).update({ failures: 0 });
      return;
    }
    const delay = settings.backoffMs[attempts - 1];
    const next = delay === undefined ? undefined : new Date(now.getTime() + delay);
    const giveUp = !next || next.getTime() > new Date(row.created_at).getTime() + settings.giveUpAfterMs;
    await o.db(DELIVERY_TABLE).where({ id: row.id }).update({ ...logged, status: giveUp ? 'failed' : 'pending', next_attempt_at: giveUp ? null : stamp(next) });
    await o.db(WEBHOOK_TABLE).where({ id: row.webhook_id }).increment('failures', 1);
    // Turned off once, by the process whose update finds it still active at the limit.
    const off = await o.db(WEBHOOK_TABLE).where({ id: row.webhook_id, active: true }).where('failures', '>=', settings.maxFailures).update({ active: false, failures: 0, updated_at: stamp(now) });
    if (off && result.webhook) {
      o.subscriptions?.invalidate();
      await o.onDisabled?.({ id: row.webhook_id, name: result.webhook.name, url: result.webhook.url, error: result.error ?? 'failed' });
    }
  }

  const tick = () => {
    round = deliverDue()
      .catch((error: unknown) => console.error('webhook deliveries:', error))
      .finally(() => {
        if (running) timer = setTimeout(tick, settings.intervalMs);
      });
  };

  return {
    deliverDue,
    start() {
      if (running) return;
      running = true;
      timer = setTimeout(tick, settings.intervalMs);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
    },
  };
}

/**
 * Takes up to `batch` due rows for this process: pending, their time come, no lease holding, their webhook
 * active, and no earlier pending row of the same webhook and record. Answers the rows claimed.
 * PostgreSQL: in a transaction, the due rows locked `SKIP LOCKED` (another process takes others). SQLite:
 * no transaction (its one writer would be held across the two statements); the conditional update alone
 * is the claim, one atomic statement.
 */
async function claim(db: Knex, now: Date, batch: number, leaseMs: number): Promise<DeliveryRow[]> {
  const at = stamp(now);
  const take = async (q: Knex): Promise<DeliveryRow[]> => {
    const due = q(`${DELIVERY_TABLE} as d`)
      .join(`${WEBHOOK_TABLE} as w`, 'w.id', 'd.webhook_id')
      .where('d.status', 'pending')
      .where('w.active', true)
      .where('d.next_attempt_at', '<=', at)
      .where((w) => {
        w.whereNull('d.lease_until').orWhere('d.lease_until', '<', at);
      })
      .whereNotExists((e) => {
        e.select(q.raw('1')).from(`${DELIVERY_TABLE} as e`).where('e.status', 'pending')
          .whereRaw('e.webhook_id = d.webhook_id and e.entity = d.entity and e.record_id = d.record_id and e.id < d.id');
      })
      .orderBy('d.id')
      .limit(batch)
      .select('d.id');
    if (isPostgres(q)) due.forUpdate('d').skipLocked();
    const ids = ((await due) as { id: number }[]).map((r) => Number(r.id));
    if (!ids.length) return [];
    // The lease: only rows no other process holds meanwhile.
    const claimed: DeliveryRow[] = await q(DELIVERY_TABLE)
      .whereIn('id', ids)
      .where('status', 'pending')
      .where((w) => {
        w.whereNull('lease_until').orWhere('lease_until', '<', at);
      })
      .update({ lease_until: stamp(new Date(now.getTime() + leaseMs)) })
      .returning(['id', 'webhook_id', 'event_id', 'event', 'entity', 'record_id', 'status', 'attempts', 'payload', 'created_at']);
    return claimed;
  };
  return isPostgres(db) ? db.transaction(take) : take(db);
}
