/**
 * The ceiling's SQL: prepared once per statement shape, answers shaped as the product's API answers them,
 * with every trick the product uses and none of its generality (docs/benchmark-ceiling.md):
 * - the trash (`deleted_at`, issue 12): rows in it are neither listed, read, updated nor attached as a
 *   relation, as in the product, so that both servers answer the same rows;
 * - the count of live rows is all matching rows minus the matching rows in the trash (the whole table
 *   counts from an index, the trash through the `deleted_at` index), where `count(*) … WHERE deleted_at
 *   IS NULL` visits every live row: the product's strategy (runtime-server/crud/list-query.ts);
 * - past page 1 the skipped rows are found by id alone and only the page's rows are read whole
 *   (runtime-server/crud/read.ts), instead of an OFFSET over whole rows.
 * Staff writes log an audit entry (who, which record, the changed fields, the row before and after in the
 * product's snapshot form) in the write's transaction, as the product's history needs; `audit` false leaves them out.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { Account } from './auth';

type Row = Record<string, unknown>;
const SORTABLE = new Set(['id', 'title', 'service_id', 'sub_title', 'created_at', 'updated_at']);
/** The fields of each entity in declaration order: the order of the answer's keys and of the audit snapshot. */
const FIELDS = {
  banner: ['title', 'service_id', 'sub_title', 'body', 'photo', 'translations'],
  contact: ['name', 'email', 'phone', 'company', 'service_id', 'subject', 'message', 'read'],
} as const;
type Entity = keyof typeof FIELDS;
const COLUMNS = (entity: Entity) => ['id', ...FIELDS[entity], 'created_at', 'updated_at'].join(', ');

export interface ListParams {
  page: number;
  perPage: number;
  sort?: string;
  q?: string;
  serviceId?: string;
}

/** A stored row in the API's form: the declared fields in order, booleans as booleans. */
function shaped(entity: Entity, r: Row): Row {
  const out: Row = { id: r.id };
  for (const f of FIELDS[entity]) out[f] = f === 'read' ? Boolean(r[f]) : f === 'translations' ? (typeof r[f] === 'string' ? JSON.parse(r[f]) : {}) : (r[f] ?? null);
  out.created_at = r.created_at;
  out.updated_at = r.updated_at;
  return out;
}

export function bannerQueries(db: Database, audit: boolean) {
  const prepared = new Map<string, Statement>();
  const statement = (sql: string) => prepared.get(sql) ?? prepared.set(sql, db.prepare(sql)).get(sql)!;
  const services = db.prepare('SELECT id, name FROM services WHERE id IN (SELECT value FROM json_each(?)) AND deleted_at IS NULL');
  const serviceExists = db.prepare('SELECT 1 FROM services WHERE id = ? AND deleted_at IS NULL').pluck();
  const byId = db.prepare(`SELECT ${COLUMNS('banner')} FROM banners WHERE id = ? AND deleted_at IS NULL`);
  const insert = db.prepare('INSERT INTO banners (title, sub_title, service_id, photo, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  const update = db.prepare('UPDATE banners SET title = ?, sub_title = ?, service_id = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL');
  const insertContact = db.prepare(
    'INSERT INTO contacts (name, email, phone, company, service_id, subject, message, read, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
  );
  const contactById = db.prepare(`SELECT ${COLUMNS('contact')} FROM contacts WHERE id = ?`);
  const bannerRow = db.prepare(`SELECT ${COLUMNS('banner')} FROM banners WHERE id = ?`);
  const auditEntry = db.prepare(
    'INSERT INTO audit_entries (at, day, operation, entity, record_id, action, user_id, user_email, changed, before, after, created_at, updated_at) VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)',
  );

  /** The audit entry of a staff write, as the product writes it; an update that changed nothing is not logged. */
  function logChange(actor: Account | undefined, operation: 'create' | 'update', entity: Entity, before: Row | undefined, after: Row): void {
    if (!audit || !actor) return;
    const changed = FIELDS[entity].filter((k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after[k] ?? null));
    if (operation === 'update' && changed.length === 0) return;
    const now = new Date().toISOString();
    const json = (row: Row | undefined) => (row ? JSON.stringify(row) : null);
    auditEntry.run(now, now.slice(0, 10), operation, entity, after.id, actor.id, actor.email, JSON.stringify(changed), json(before), json(after), now, now);
  }

  /** Attaches `service: {id, name}` (null when it is in the trash) with one query per page, as the product does. */
  function withServices(entity: Entity, rows: Row[]): Row[] {
    const out = rows.map((r) => shaped(entity, r));
    const ids = [...new Set(out.map((r) => r.service_id).filter((v) => typeof v === 'number'))];
    const found = new Map(ids.length ? (services.all(JSON.stringify(ids)) as Row[]).map((s) => [s.id, s]) : []);
    for (const r of out) r.service = found.get(r.service_id) ?? null;
    return out;
  }

  function list(p: ListParams) {
    const where: string[] = [];
    const args: unknown[] = [];
    if (p.serviceId !== undefined) {
      where.push('service_id = ?');
      args.push(Number(p.serviceId));
    }
    if (p.q) {
      where.push("(title LIKE ? ESCAPE '\\' OR sub_title LIKE ? ESCAPE '\\' OR body LIKE ? ESCAPE '\\')");
      const pattern = `%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      args.push(pattern, pattern, pattern);
    }
    const sort = (p.sort ?? '-id').split(',').filter((s) => SORTABLE.has(s.replace(/^-/, '')));
    const order = sort.map((s) => (s.startsWith('-') ? `${s.slice(1)} DESC` : `${s} ASC`));
    // A stable order across pages: ties broken by id, in the direction of the last sort key.
    if (!sort.some((s) => s.replace(/^-/, '') === 'id')) order.push(`id ${sort.at(-1)?.startsWith('-') === false ? 'ASC' : 'DESC'}`);
    const orderSql = order.join(', ');
    // No WHERE at all without filters: SQLite counts a whole table from its smallest index only then.
    const all = where.length ? `SELECT count(*) FROM banners WHERE ${where.join(' AND ')}` : 'SELECT count(*) FROM banners';
    const trashed = `SELECT count(*) FROM banners WHERE ${[...where, 'deleted_at IS NOT NULL'].join(' AND ')}`;
    const live = [...where, 'deleted_at IS NULL'].join(' AND ');
    const { total } = statement(`SELECT (${all}) - (${trashed}) AS total`).get(...args, ...args) as { total: number };
    const offset = (p.page - 1) * p.perPage;
    const rows = (offset > 0
      ? statement(`SELECT ${COLUMNS('banner')} FROM banners WHERE id IN (SELECT id FROM banners WHERE ${live} ORDER BY ${orderSql} LIMIT ? OFFSET ?) ORDER BY ${orderSql}`).all(...args, p.perPage, offset)
      : statement(`SELECT ${COLUMNS('banner')} FROM banners WHERE ${live} ORDER BY ${orderSql} LIMIT ?`).all(...args, p.perPage)) as Row[];
    return { data: withServices('banner', rows), meta: { total, page: p.page, perPage: p.perPage } };
  }

  const get = (id: number) => {
    const row = byId.get(id) as Row | undefined;
    return row ? withServices('banner', [row])[0] : undefined;
  };

  return {
    list,
    get,
    serviceExists: (id: number) => Number.isInteger(id) && serviceExists.get(id) === 1,
    insert: db.transaction((v: { title: string; sub_title: string; service_id: number; photo: string }, actor?: Account) => {
      const now = new Date().toISOString();
      const row = shaped('banner', bannerRow.get(insert.run(v.title, v.sub_title, v.service_id, v.photo, now, now).lastInsertRowid) as Row);
      logChange(actor, 'create', 'banner', undefined, row);
      return withServices('banner', [row])[0];
    }),
    update: db.transaction((id: number, v: { title: string; sub_title: string; service_id: number }, actor?: Account) => {
      const stored = audit && actor ? (byId.get(id) as Row | undefined) : undefined;
      if (!update.run(v.title, v.sub_title, v.service_id, new Date().toISOString(), id).changes) return undefined;
      const row = shaped('banner', bannerRow.get(id) as Row);
      logChange(actor, 'update', 'banner', stored && shaped('banner', stored), row);
      return withServices('banner', [row])[0];
    }).immediate,
    insertContact: db.transaction((b: Row, actor?: Account) => {
      const now = new Date().toISOString();
      const id = insertContact.run(b.name, b.email, b.phone ?? null, b.company ?? null, b.service_id ?? null, b.subject, b.message, now, now).lastInsertRowid;
      const row = shaped('contact', contactById.get(id) as Row);
      logChange(actor, 'create', 'contact', undefined, row);
      return withServices('contact', [row])[0];
    }),
  };
}
