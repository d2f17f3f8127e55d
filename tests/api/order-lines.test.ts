/**
 * The lines of an order past "pending" are frozen: order_item's declared
 * `editableWhile` refuses every write to them, whatever the route (create,
 * PUT/PATCH, DELETE, bulk delete/update, CSV import, history restore), with
 * 409 and the rule's message (import reports it per row, as it reports every
 * refused row). A pending order's lines still change. Fixture orders are
 * written straight into the test database; real server, SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsv, toCsv } from '../back-office/csv-client';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const MESSAGE = 'This order is no longer pending payment: its lines cannot be added, changed or deleted';

let server: TestServer;
let admin: string;
let shipped: { order: number; lines: number[] };
let pending: { order: number; lines: number[] };
let made = 0;

/** An order in `status` with two lines (a 12.50 line ×2 and a 40.00 line ×1), written directly. */
async function order(status: string): Promise<{ order: number; lines: number[] }> {
  made += 1;
  const db = server.db;
  const now = new Date().toISOString();
  const customer = await db('users').where({ email: ADMIN.email }).first('id');
  const [row] = await db('orders')
    .insert({ order_number: `T-LINES-${made}`, user_id: customer.id, status, currency: 'USD', subtotal: 6500, discount_total: 0, tax_total: 0, total: 6500, created_at: now, updated_at: now })
    .returning('id');
  const id = Number(typeof row === 'object' ? row.id : row);
  const lines = [
    { name: 'Fixture mug', unit_price: 1250, quantity: 2, line_total: 2500 },
    { name: 'Fixture poster', unit_price: 4000, quantity: 1, line_total: 4000 },
  ];
  const ids: number[] = [];
  for (const line of lines) {
    const [inserted] = await db('order_items').insert({ ...line, order_id: id, user_id: customer.id, created_at: now, updated_at: now }).returning('id');
    ids.push(Number(typeof inserted === 'object' ? inserted.id : inserted));
  }
  return { order: id, lines: ids };
}

const api = (path: string) => `${server.url}/api/order-item${path}`;
const linesOf = async (orderId: number) => server.db('order_items').where({ order_id: orderId }).orderBy('id').select('id', 'name', 'quantity', 'line_total');

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  shipped = await order('shipped');
  pending = await order('pending');
}, 60_000);
afterAll(() => server?.close());

describe('lines of an order past pending', () => {
  const unchanged = async () =>
    expect(await linesOf(shipped.order)).toEqual([
      { id: shipped.lines[0], name: 'Fixture mug', quantity: 2, line_total: 2500 },
      { id: shipped.lines[1], name: 'Fixture poster', quantity: 1, line_total: 4000 },
    ]);

  it('answers the order status with each line, so screens can leave out Edit and Delete', async () => {
    const res = await call(api(`/${shipped.lines[0]}`), { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.order).toEqual({ id: shipped.order, order_number: `T-LINES-1`, status: 'shipped' });
  });

  it('cannot get a new line', async () => {
    const res = await call(api(''), { method: 'POST', token: admin, json: { order_id: shipped.order, name: 'Sneaked in', unit_price: 100, quantity: 1, line_total: 100 } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { message: MESSAGE } });
    await unchanged();
  });

  it('cannot have a line changed (PATCH, PUT) or deleted', async () => {
    const id = shipped.lines[0];
    const patch = await call(api(`/${id}`), { method: 'PATCH', token: admin, json: { quantity: 5 } });
    expect([patch.status, patch.body.error.message]).toEqual([409, MESSAGE]);
    const put = await call(api(`/${id}`), { method: 'PUT', token: admin, json: { order_id: shipped.order, name: 'Fixture mug', unit_price: 1, quantity: 1, line_total: 1 } });
    expect([put.status, put.body.error.message]).toEqual([409, MESSAGE]);
    const del = await call(api(`/${id}`), { method: 'DELETE', token: admin });
    expect([del.status, del.body.error.message]).toEqual([409, MESSAGE]);
    await unchanged();
  });

  it('cannot have lines deleted or changed in bulk', async () => {
    const del = await call(api('/bulk'), { method: 'POST', token: admin, json: { action: 'delete', ids: shipped.lines } });
    expect(del.status).toBe(409);
    expect(del.body.error.fields).toEqual({ [shipped.lines[0]!]: MESSAGE, [shipped.lines[1]!]: MESSAGE });
    const byFilter = await call(api('/bulk'), { method: 'POST', token: admin, json: { action: 'update', filter: { order_id: shipped.order }, values: { quantity: 9 } } });
    expect(byFilter.status).toBe(409);
    expect(byFilter.body.error.message).toBe('2 of 2 records were refused; nothing was changed');
    await unchanged();
  });

  it('cannot get lines by CSV import, new or matched by id', async () => {
    const header = ['id', 'order_id', 'name', 'unit_price', 'quantity', 'line_total'];
    const res = await importCsv(server.url, 'order-item', toCsv(header, [
      { id: '', order_id: String(shipped.order), name: 'Imported', unit_price: '1.00', quantity: '1', line_total: '1.00' },
      { id: String(shipped.lines[1]), order_id: String(shipped.order), name: 'Renamed', unit_price: '40.00', quantity: '3', line_total: '120.00' },
    ]), admin, false);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ '1._': MESSAGE, '2._': MESSAGE });
    await unchanged();
  });

  it('cannot have an old version restored once the order moved on', async () => {
    const line = await call(api(''), { method: 'POST', token: admin, json: { order_id: pending.order, name: 'Restorable', unit_price: 500, quantity: 1, line_total: 500 } });
    expect(line.status).toBe(201);
    const id = line.body.data.id as number;
    expect((await call(api(`/${id}`), { method: 'PATCH', token: admin, json: { quantity: 2, line_total: 1000 } })).status).toBe(200);
    const other = await order('pending');
    await server.db('orders').where({ id: pending.order }).update({ status: 'paid' });
    try {
      const restore = await call(api(`/${id}/history/1/restore`), { method: 'POST', token: admin });
      expect([restore.status, restore.body.error?.message]).toEqual([409, MESSAGE]);
      // Nor moved to an order that still is pending, nor a pending order's line moved into a paid one.
      const move = await call(api(`/${id}`), { method: 'PATCH', token: admin, json: { order_id: other.order } });
      expect([move.status, move.body.error?.message]).toEqual([409, MESSAGE]);
      const into = await call(api(`/${other.lines[0]}`), { method: 'PATCH', token: admin, json: { order_id: pending.order } });
      expect([into.status, into.body.error?.message]).toEqual([409, MESSAGE]);
      expect(await server.db('order_items').where({ id }).first('quantity', 'order_id')).toEqual({ quantity: 2, order_id: pending.order });
    } finally {
      await server.db('orders').where({ id: pending.order }).update({ status: 'pending' });
    }
  });
});

describe('lines of a pending order', () => {
  it('can be changed and deleted', async () => {
    const [first, second] = pending.lines;
    const patch = await call(api(`/${first}`), { method: 'PATCH', token: admin, json: { quantity: 3, line_total: 3750 } });
    expect([patch.status, patch.body.data.quantity, patch.body.data.order.status]).toEqual([200, 3, 'pending']);
    expect((await call(api(`/${second}`), { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await linesOf(pending.order)).toEqual([
      { id: first, name: 'Fixture mug', quantity: 3, line_total: 3750 },
      expect.objectContaining({ name: 'Restorable' }),
    ]);
  });
});
