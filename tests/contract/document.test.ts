/**
 * Issue 14 items 2 and 3: the document itself. It names its server, holds
 * no component that no operation uses, lists a 4xx answer for every
 * operation, and documents every attached record (relations and
 * many-to-many lists) in the record schemas.
 */
import { describe, expect, it } from 'vitest';
import { entityMetas } from '../../generated/schemas';
import { HTTP_METHODS } from '../../runtime-shared/openapi';
import { readOpenApi } from '../helpers/openapi';

const doc = readOpenApi();
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  HTTP_METHODS.flatMap((m) => (item[m] ? [[`${m.toUpperCase()} ${path}`, item[m]] as const] : [])),
);

/** Every `#/components/...` reference reachable from `node`, following references into components. */
function reachable(node: unknown, seen = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) reachable(item, seen);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !seen.has(value)) {
        seen.add(value);
        const [, , kind, name] = value.split('/');
        reachable((doc.components as Record<string, Record<string, unknown>>)[kind!]![name!], seen);
      } else reachable(value, seen);
    }
  }
  return seen;
}

describe('the document', () => {
  it('names the server the API is served from', () => {
    expect(doc.servers).toEqual([{ url: '/' }]);
  });

  it('holds only component schemas and responses that some operation uses', () => {
    const used = reachable(doc.paths);
    const unused = [
      ...Object.keys(doc.components.schemas).map((n) => `#/components/schemas/${n}`),
      ...Object.keys(doc.components.responses).map((n) => `#/components/responses/${n}`),
    ].filter((ref) => !used.has(ref));
    expect(unused).toEqual([]);
    // The singleton is only read and saved whole: no create or patch bodies.
    expect(Object.keys(doc.components.schemas).filter((n) => n.startsWith('AboutData'))).toEqual(['AboutData', 'AboutDataUpdate', 'AboutDataUpdateForm']);
  });

  it('lists 4xx answers for every operation, always 400, and 404 wherever a record is named by id', () => {
    for (const [name, op] of operations) {
      const statuses = Object.keys(op.responses);
      // The health check answers before any body is parsed or checked: it has nothing to refuse.
      if (name === 'GET /api/health') continue;
      // The JSON body parser's answers, on every operation (tests/contract/body-parser.test.ts sends them).
      expect(statuses, name).toEqual(expect.arrayContaining(['400', '413', '415']));
      if (name.includes('{id}')) expect(statuses, name).toContain('404');
      if (op['x-access'] === 'admin') expect(statuses, name).toEqual(expect.arrayContaining(['401', '403']));
    }
    // A read also answers 304 to an If-None-Match that still holds.
    expect(Object.keys(doc.paths['/api/about-data']!.get!.responses)).toEqual(['200', '304', '400', '413', '415']);
    expect(Object.keys(doc.paths['/api/banner/{id}']!.patch!.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '415']);
    expect(Object.keys(doc.paths['/api/auth/login']!.post!.responses)).toEqual(['200', '400', '401', '413', '415', '429']);
  });

  it('documents every attached record: relations and many-to-many lists', () => {
    const exam = doc.components.schemas.ExamQuestion!;
    expect(exam.properties!.question).toMatchObject({ type: 'array', items: { required: ['id', 'question'], additionalProperties: false } });
    expect(exam.required).toContain('question');
    for (const meta of entityMetas) {
      const record = doc.components.schemas[meta.name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())]!;
      for (const f of meta.fields) {
        const attached = f.relation?.as ?? f.manyToMany?.as;
        if (attached) expect(record.properties, `${meta.name}.${attached}`).toHaveProperty(attached);
      }
    }
  });
});
