/**
 * `npx tsx bench/serialize/micro.ts`: the CPU cost of writing a list page of 25 banners (and one banner)
 * as JSON, in µs per answer: the least of 7 runs of 20,000 (CPU time of the process, so a busy machine
 * changes the figures little). Compared: `JSON.stringify` of the records as the read path makes them
 * (before), the same through the generated shape (now: generated/server/serializers.ts), and the JSON
 * text written by string concatenation, as an emitted writer in the manner of fast-json-stringify would
 * (tried, and slower than V8's `JSON.stringify`, so not used). Each is also turned into the bytes
 * `res.send` sends (`Buffer.from`), where a concatenated string costs more to flatten.
 */
import { bannerMeta } from '../../generated/schemas/banner.schema';
import { bannerAnswer } from '../../generated/server/serializers';
import { listAnswer, recordAnswer } from '../../runtime-server/crud/answer-json';
import { normalise, type Row } from '../../runtime-server/crud/serialize';

const CALLS = 20_000;
const raw = Array.from({ length: 25 }, (_, i) => ({
  id: 100_000 - i,
  title: `Banner ${100_000 - i}`,
  service_id: (i % 7) + 1,
  sub_title: `Subtitle of banner ${i}, with "quotes" and ünïcode`,
  body: `<p>${'Lorem ipsum dolor sit amet. '.repeat(8)}</p>\n<p>Second paragraph</p>`,
  photo: 'uploads/banner/3f2a0b1c2d3e4f50-9c1d04e7.png',
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
}));
const records: Row[] = raw.map((r) => ({ ...normalise(bannerMeta, r), service: { id: r.service_id, name: `Service ${r.service_id}` } }));
const page = { data: records, meta: { total: 100_000, page: 1, perPage: 25 } };

// The rejected way: the JSON text written by concatenation, typed per field as the schema says.
const json = (v: unknown): string => JSON.stringify(v) ?? 'null';
const str = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v) : json(v));
const num = (v: unknown): string => (typeof v === 'number' && Number.isFinite(v) ? `${v}` : json(v));
function bannerText(r: Row): string {
  const s = r.service as Row | null;
  return `{"id":${num(r.id)},"title":${str(r.title)},"service_id":${num(r.service_id)},"sub_title":${str(r.sub_title)},"body":${str(r.body)},"photo":${str(r.photo)},"created_at":${str(r.created_at)},"updated_at":${str(r.updated_at)},"service":${s === null ? 'null' : `{"id":${num(s.id)},"name":${str(s.name)}}`}}`;
}
function pageText(p: typeof page): string {
  let out = '{"data":[';
  for (let i = 0; i < p.data.length; i++) out += (i ? ',' : '') + bannerText(p.data[i]!);
  return `${out}],"meta":{"total":${num(p.meta.total)},"page":${num(p.meta.page)},"perPage":${num(p.meta.perPage)}}}`;
}

const ways: [string, () => string][] = [
  ['page: JSON.stringify (before)', () => JSON.stringify(page)],
  ['page: shape + JSON.stringify (now)', () => JSON.stringify(listAnswer(bannerAnswer.record, page))],
  ['page: text by concatenation (tried)', () => pageText(page)],
  ['one: JSON.stringify (before)', () => JSON.stringify({ data: records[0] })],
  ['one: shape + JSON.stringify (now)', () => JSON.stringify(recordAnswer(bannerAnswer.record, records[0]!))],
  ['one: text by concatenation (tried)', () => `{"data":${bannerText(records[0]!)}}`],
];
for (const [name, write] of ways) if (write() !== ways[name.startsWith('page') ? 0 : 3]![1]()) throw new Error(`${name} writes other JSON`);

function cost(name: string, work: () => unknown): void {
  const runs: number[] = [];
  for (let run = 0; run < 8; run++) {
    const started = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) work();
    const used = process.cpuUsage(started);
    if (run > 0) runs.push((used.user + used.system) / CALLS); // run 0 warms the JIT up
  }
  console.log(`${name.padEnd(52)} ${Math.min(...runs).toFixed(2).padStart(6)} µs`);
}

for (const [name, write] of ways) cost(name, write);
for (const [name, write] of ways) cost(`${name}, as bytes`, () => Buffer.from(write()));
