/**
 * The ceiling's SQL: prepared once per statement shape, answers shaped as the product's API answers them.
 * Banners and services have a trash (`deleted_at`, issue 12): rows in it are neither listed, read,
 * updated nor linked to, as in the product, so that both servers answer the same rows. The condition is
 * written plainly, as a hand-written server would.
 */
import type { Database, Statement } from 'better-sqlite3';

type Row = Record<string, unknown>;
const SORTABLE = new Set(['id', 'title', 'sub_title', 'service_id', 'created_at', 'updated_at']);

export interface ListParams {
  page: number;
  perPage: number;
  sort?: string;
  q?: string;
  serviceId?: string;
}

export function bannerQueries(db: Database) {
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
    insert(v: { title: string; sub_title: string; service_id: number; photo: string }) {
      const now = new Date().toISOString();
      return get(Number(insert.run(v.title, v.sub_title, v.service_id, v.photo, now, now).lastInsertRowid));
    },
    update(id: number, v: { title: string; sub_title: string; service_id: number }) {
      return update.run(v.title, v.sub_title, v.service_id, new Date().toISOString(), id).changes ? get(id) : undefined;
    },
    insertContact(b: Row) {
      const now = new Date().toISOString();
      const id = insertContact.run(b.name, b.email, b.phone ?? null, b.company ?? null, b.service_id ?? null, b.subject, b.message, now, now).lastInsertRowid;
      const row = contactById.get(id) as Row;
      const [withService] = withServices([row]);
      return { ...withService, ...row, read: Boolean(row.read), service: withService!.service };
    },
  };
}
