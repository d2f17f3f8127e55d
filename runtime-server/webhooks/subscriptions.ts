/**
 * Which active webhooks listen to which event, kept in memory so that a write with no webhook listening
 * costs a map look-up, not a query. Reloaded after this process changes a webhook (`invalidate`), and at
 * most `ttlMs` after another process did (several processes: a webhook added elsewhere starts receiving
 * here within that time).
 */
import type { Knex } from 'knex';
import { findAccountWithSecrets, type AuthUser } from '../auth/accounts';
import { WEBHOOK_TABLE } from './tables';

export interface Subscriber {
  webhookId: number;
  /** Whose view of records the payloads carry: the staff member who created the webhook (none: deleted since). */
  creator: AuthUser | undefined;
}

type Loaded = { at: number; byEvent: Map<string, Subscriber[]> };

const parseEvents = (raw: unknown): string[] => {
  try {
    const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    return Array.isArray(value) ? value.filter((e): e is string => typeof e === 'string') : [];
  } catch {
    return [];
  }
};

export class Subscriptions {
  private loaded: Loaded | undefined;
  private loading: Promise<Loaded> | undefined;

  constructor(private readonly db: Knex, private readonly ttlMs = 5000) {}


  /**
   * The webhooks listening to `event` (`order.created`); an empty list for most writes. `db`: where to read
   * them when they must be read again: the caller's transaction, if any (SQLite has one connection).
   */
  async listeners(event: string, db: Knex = this.db): Promise<readonly Subscriber[]> {
    const loaded = this.loaded && Date.now() - this.loaded.at < this.ttlMs ? this.loaded : await this.load(db);
    return loaded.byEvent.get(event) ?? [];
  }

  /** After a webhook is added, changed, turned off or deleted in this process. */
  invalidate(): void {
    this.loaded = undefined;
  }

  private load(db: Knex): Promise<Loaded> {
    // Inside a transaction, read through it (another write's reload may wait for this very transaction).
    if (db.isTransaction) return this.read(db);
    // Writes arriving together share one reload.
    this.loading ??= this.read(db).finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async read(db: Knex): Promise<Loaded> {
    const at = Date.now();
    const rows: { id: number; events: unknown; created_by: number | null }[] = await db(WEBHOOK_TABLE).where({ active: true }).whereNotNull('secret').select('id', 'events', 'created_by');
    const creators = new Map<number, AuthUser | undefined>();
    for (const id of new Set(rows.map((r) => r.created_by).filter((v): v is number => v !== null))) creators.set(Number(id), (await findAccountWithSecrets(db, Number(id)))?.user);
    const byEvent = new Map<string, Subscriber[]>();
    for (const row of rows) {
      const subscriber = { webhookId: Number(row.id), creator: row.created_by === null ? undefined : creators.get(Number(row.created_by)) };
      for (const event of parseEvents(row.events)) byEvent.set(event, [...(byEvent.get(event) ?? []), subscriber]);
    }
    this.loaded = { at, byEvent };
    return this.loaded;
  }
}
