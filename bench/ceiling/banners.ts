/**
 * The ceiling's SQL: prepared once per statement shape, answers shaped as the product's API answers them.
 * Banners and services have a trash (`deleted_at`, issue 12): rows in it are neither listed, read,
 * updated nor linked to, as in the product, so that both servers answer the same rows. The condition is
 * written plainly, as a hand-written server would.
 * Staff writes log an audit entry (who, which record, the changed fields, the row before and after) in
 * the write's transaction, as the product's history needs; `audit` false leaves them out.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { Account } from './auth';

type Row = Record<string, unknown>;
const SORTABLE = new Set(['id', 'title', 'sub_title', 'service_id', 'created_at', 'updated_at']);

export interface ListParams {
  page: number;
  perPage: number;
  sort?: string;
  q?: string;
  serviceId?: string;
}

export function bannerQueries(db: Database, audit: boolean) {
  const prepared = new Map<string, Statement>();
  const statement = (sql: string) => prepared.get(sql) ?? prepared.set(sql, db.prepare(sql)).get(sql)!;
  const services = db.prepare('SELECT id, name FROM services WHERE id IN (SELECT value FROM json_each(?))');
  const serviceExists = db.prepare('SELECT 1 FROM services WHERE id = ? AND deleted_at IS NULL').pluck();
  const byId = db.prepare('SELECT * FROM banners WHERE id = ? AND deleted_at IS NULL');
  const insert = db.prepare('INSERT INTO banners (title, sub_title, service_id, photo, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  const update = db.prepare('UPDATE banners SET title = ?, sub_title = ?, service_id = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL');
  const insertContact = db.prepare(
    'INSERT INTO contacts (name, email, phone, company, service_id, subject, message, read, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
  );
  const contactById = db.prepare('SELECT * FROM contacts WHERE id = ?');
  const bannerRow = db.prepare('SELECT * FROM banners WHERE id = ?');
  const auditEntry = db.prepare(
    'INSERT INTO audit_entries (at, day, operation, entity, record_id, user_id, user_email, changed, before, after, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );

  /** The audit entry of a staff write; an update that changed nothing is not logged. */
  function logChange(actor: Account | undefined, operation: 'create' | 'update', entity: string, before: Row | undefined, after: Row): void {
    if (!audit || !actor) return;
    const changed = Object.keys(after).filter((k) => !['id', 'created_at', 'updated_at'].includes(k) && JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after[k]));
    if (operation === 'update' && changed.length === 0) return;
    const now = new Date().toISOString();
    const json = (row: Row | undefined) => (row ? JSON.stringify(row) : null);
    auditEntry.run(now, now.slice(0, 10), operation, entity, after.id, actor.id, actor.email, JSON.stringify(changed), json(before), json(after), now, now);
  }

  /** Attaches `service: {id, name}` with one query per page, as the product does. */
  function withServices(rows: Row[]): Row[] {
    const ids = [...new Set(rows.map((r) => r.service_id).filter((v) => v !== null))];
    const found = new Map((services.all(JSON.stringify(ids)) as Row[]).map((s) => [s.id, s]));
    return rows.map((r) => ({
      id: r.id, title: r.title, service_id: r.service_id, sub_title: r.sub_title, body: r.body ?? null, photo: r.photo,
      created_at: r.created_at, updated_at: r.updated_at, service: found.get(r.service_id) ?? null,
    }));
  }

  function list(p: ListParams) {
    const where: string[] = ['deleted_at IS NULL']; // banners have a trash: rows in it are not listed
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
    const order = (p.sort ?? '-id').split(',').filter((s) => SORTABLE.has(s.replace(/^-/, '')));
    const orderSql = [...order.map((s) => (s.startsWith('-') ? `${s.slice(1)} DESC` : `${s} ASC`)), 'id DESC'].join(', ');
    const whereSql = ` WHERE ${where.join(' AND ')}`;
    const total = statement(`SELECT count(*) AS total FROM banners${whereSql}`).get(...args) as { total: number };
    const rows = statement(`SELECT * FROM banners${whereSql} ORDER BY ${orderSql} LIMIT ? OFFSET ?`).all(...args, p.perPage, (p.page - 1) * p.perPage) as Row[];
    return { data: withServices(rows), meta: { total: total.total, page: p.page, perPage: p.perPage } };
  }

  const get = (id: number) => {
    const row = byId.get(id) as Row | undefined;
    return row ? withServices([row])[0] : undefined;
  };

  return {
    list,
    get,
    serviceExists: (id: number) => Number.isInteger(id) && serviceExists.get(id) === 1,
    insert: db.transaction((v: { title: string; sub_title: string; service_id: number; photo: string }, actor?: Account) => {
      const now = new Date().toISOString();
      const row = bannerRow.get(insert.run(v.title, v.sub_title, v.service_id, v.photo, now, now).lastInsertRowid) as Row;
      logChange(actor, 'create', 'banner', undefined, row);
      return withServices([row])[0];
    }),
    update: db.transaction((id: number, v: { title: string; sub_title: string; service_id: number }, actor?: Account) => {
      const before = audit && actor ? (byId.get(id) as Row | undefined) : undefined;
      if (!update.run(v.title, v.sub_title, v.service_id, new Date().toISOString(), id).changes) return undefined;
      const row = bannerRow.get(id) as Row;
      logChange(actor, 'update', 'banner', before, row);
      return withServices([row])[0];
    }).immediate,
    insertContact: db.transaction((b: Row, actor?: Account) => {
      const now = new Date().toISOString();
      const id = insertContact.run(b.name, b.email, b.phone ?? null, b.company ?? null, b.service_id ?? null, b.subject, b.message, now, now).lastInsertRowid;
      const row = contactById.get(id) as Row;
      logChange(actor, 'create', 'contact', undefined, row);
      const [withService] = withServices([row]);
      return { ...withService, ...row, read: Boolean(row.read), service: withService!.service };
    }),
  };
}
