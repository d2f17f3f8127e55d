/**
 * The change review's pure parts on small literal documents: which API changes break clients
 * (review/openapi-diff.ts), which permissions a declaration change gives or takes (review/permissions.ts),
 * which declarations accept what, and how the changelog stays stable across runs (review/changelog.ts).
 */
import { describe, expect, it } from 'vitest';
import { updateChangelog } from '../../generator/review/changelog';
import { compareOpenApi } from '../../generator/review/openapi-diff';
import { comparePermissions, type AccessModel } from '../../generator/review/permissions';
import { acceptedBy, reviewChanges } from '../../generator/review/review';

type Json = Record<string, unknown>;

/** A document with one resource: `GET /api/note` answers a Note, `POST /api/note` takes a NoteCreate. */
function doc(o: { note?: Json; create?: Json; listParams?: Json[]; getStatuses?: string[]; withDelete?: boolean } = {}): Json {
  const note = o.note ?? {
    type: 'object',
    properties: { id: { type: 'integer' }, title: { type: 'string', maxLength: 100 }, status: { type: 'string', enum: ['draft', 'posted'] } },
    required: ['id', 'title', 'status'],
    additionalProperties: false,
  };
  const create = o.create ?? {
    type: 'object',
    properties: { title: { type: 'string', maxLength: 100 }, status: { type: 'string', enum: ['draft', 'posted'] }, body: { type: ['string', 'null'] } },
    required: ['title'],
    additionalProperties: false,
  };
  const answer = (status: string) => [status, status === '200' ? { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Note' } } } } : { description: 'no' }];
  return {
    openapi: '3.1.0',
    paths: {
      '/api/note': {
        get: {
          parameters: o.listParams ?? [{ name: 'sort', in: 'query', schema: { type: 'string', pattern: '^-?(id|title)(,-?(id|title))*$' } }],
          responses: Object.fromEntries((o.getStatuses ?? ['200', '404']).map(answer)),
        },
        post: {
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/NoteCreate' } } } },
          responses: { 201: { description: 'created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Note' } } } } },
        },
      },
      ...(o.withDelete === false ? {} : { '/api/note/{id}': { delete: { responses: { 204: { description: 'gone' } } } } }),
    },
    components: { schemas: { Note: note, NoteCreate: create } },
  };
}
const base = doc();
const keys = (before: Json, after: Json) => compareOpenApi(before, after).map((c) => `${c.breaking ? 'BREAKING ' : ''}${c.key}`);
const withProps = (schema: 'note' | 'create', change: (s: Json) => void) => {
  const d = doc();
  const s = (d.components as { schemas: Record<string, Json> }).schemas[schema === 'note' ? 'Note' : 'NoteCreate']!;
  change(s);
  return d;
};
const props = (s: Json) => s.properties as Record<string, Json>;

describe('compareOpenApi', () => {
  it('finds nothing between a document and itself', () => {
    expect(keys(base, doc())).toEqual([]);
  });

  it('names a removed operation and a removed answer status as breaking, an added status not', () => {
    expect(keys(base, doc({ withDelete: false }))).toEqual(['BREAKING DELETE /api/note/{id} removed']);
    expect(keys(base, doc({ getStatuses: ['200'] }))).toEqual(['BREAKING GET /api/note status 404 removed']);
    expect(keys(base, doc({ getStatuses: ['200', '404', '409'] }))).toEqual(['GET /api/note status 409 added']);
  });

  it('names a field removed from answers and requests once, under its resource, with the schemas it was in', () => {
    const after = withProps('note', (s) => {
      delete props(s).title;
      s.required = ['id', 'status'];
    });
    const create = (after.components as { schemas: Record<string, Json> }).schemas.NoteCreate!;
    delete props(create).title;
    create.required = [];
    expect(compareOpenApi(base, after)).toEqual([{ key: 'note.title removed', breaking: true, where: ['Note', 'NoteCreate'] }]);
  });

  it('request side: a field made required, null refused, an enum value removed and a tighter maxLength break; the reverse does not', () => {
    const narrowed = withProps('create', (s) => {
      s.required = ['title', 'status'];
      props(s).body = { type: 'string' };
      props(s).status = { type: 'string', enum: ['draft'] };
      props(s).title = { type: 'string', maxLength: 50 };
    });
    expect(keys(base, narrowed)).toEqual([
      'BREAKING note.body no longer accepts null',
      'BREAKING note.status made required',
      "BREAKING note.status value 'posted' removed",
      'BREAKING note.title maxLength 100 → 50',
    ]);
    expect(keys(narrowed, base)).toEqual(['note.body accepts null', 'note.status made optional', "note.status value 'posted' added", 'note.title maxLength 50 → 100']);
  });

  it('answer side: a field made optional or nullable, a type changed and a new enum value break clients', () => {
    const after = withProps('note', (s) => {
      s.required = ['id', 'status'];
      props(s).title = { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'null' }] };
      props(s).id = { type: 'string' };
      props(s).status = { type: 'string', enum: ['draft', 'posted', 'archived'] };
    });
    expect(keys(base, after)).toEqual([
      'BREAKING note.id type changed from integer to string',
      "BREAKING note.status value 'archived' added",
      'BREAKING note.title made optional',
      'BREAKING note.title may be null',
    ]);
  });

  it('a new optional request field and a new answer field are listed, not breaking; a new required request field breaks', () => {
    const after = withProps('create', (s) => {
      props(s).summary = { type: 'string' };
      props(s).owner = { type: 'integer' };
      s.required = ['title', 'owner'];
    });
    expect(keys(base, after)).toEqual(['BREAKING note.owner added as required', 'note.summary added']);
  });

  it('reads a list of names in a pattern: a name dropped from sort breaks, a name added does not', () => {
    const sort = (names: string) => doc({ listParams: [{ name: 'sort', in: 'query', schema: { type: 'string', pattern: `^-?(${names})(,-?(${names}))*$` } }] });
    expect(keys(base, sort('id'))).toEqual(['BREAKING GET /api/note parameter sort no longer allows title']);
    expect(keys(base, sort('id|title|status'))).toEqual(['GET /api/note parameter sort allows status']);
    expect(keys(base, doc({ listParams: [] }))).toEqual(['BREAKING GET /api/note parameter sort removed']);
  });
});

const noteAccess = (over: Partial<AccessModel[string]> = {}): AccessModel => ({
  note: { access: { read: 'owner', create: 'admin', update: 'admin', delete: 'admin' }, owner: 'user_id', fields: ['title', 'user_id', 'internal_note'], writeOnly: ['internal_note'], ...over },
});

describe('comparePermissions', () => {
  it('says which audience can now read a field that answers carry from now on', () => {
    expect(comparePermissions(noteAccess(), noteAccess({ writeOnly: [] }))).toEqual([
      { text: 'customer can now read note.internal_note', gained: true },
      { text: 'staff with note:read can now read note.internal_note', gained: true },
    ]);
  });

  it('names operations opened or closed and rows reached, without listing each field again', () => {
    const after = noteAccess({ access: { read: 'public', create: 'public', update: 'admin', delete: 'admin' }, publicFilter: { published: true } });
    expect(comparePermissions(noteAccess(), after).map((c) => c.text)).toEqual([
      'anyone can now create note (new rows)',
      'anyone can now read note (rows where published = true)',
      'customer can now create note (new rows)',
      'customer can read note: own rows → rows where published = true',
    ]);
    expect(comparePermissions(after, noteAccess()).map((c) => c.text)).toContain('anyone can no longer create note (new rows)');
  });

  it('a field no longer staff-only can be set by those who may create', () => {
    const before = noteAccess({ access: { read: 'admin', create: 'public', update: 'admin', delete: 'admin' }, staffOnly: ['title'] });
    const after = noteAccess({ access: { read: 'admin', create: 'public', update: 'admin', delete: 'admin' } });
    expect(comparePermissions(before, after).map((c) => c.text)).toEqual(['anyone can now set note.title on create', 'customer can now set note.title on create']);
  });
});

describe('acceptedBy', () => {
  const declarations = [{ source: 'entities/banner.entity.ts', keys: ['banner.sub_title removed', 'GET /api/x status 404 removed'] }];
  it('accepts a declared key, and a declared removal covers its traces in the same resource only', () => {
    expect(acceptedBy(declarations, 'GET /api/x status 404 removed', ['GET /api/x'])).toBe('entities/banner.entity.ts');
    expect(acceptedBy(declarations, 'banner.sub_title removed', ['Banner'])).toBe('entities/banner.entity.ts');
    expect(acceptedBy(declarations, 'GET /api/banner parameter sort no longer allows sub_title', ['GET /api/banner'])).toBe('entities/banner.entity.ts');
    expect(acceptedBy(declarations, 'POST /api/banner/bulk request body.filter.sub_title removed', ['POST /api/banner/bulk'])).toBe('entities/banner.entity.ts');
    expect(acceptedBy(declarations, 'GET /api/banner-group parameter filter.sub_title removed', ['GET /api/banner-group'])).toBeUndefined();
    expect(acceptedBy(declarations, 'GET /api/banner parameter filter.sub_title_2 removed', ['GET /api/banner'])).toBeUndefined();
    expect(acceptedBy(declarations, 'banner.title removed', ['Banner'])).toBeUndefined();
  });
});

describe('the changelog', () => {
  const before = JSON.stringify(base);
  const after = JSON.stringify(doc({ withDelete: false }));
  const permissions = JSON.stringify(noteAccess());
  const review = (b: string, a: string, changelog: string | undefined, keys: string[] = []) =>
    reviewChanges({ before: { openapi: b, permissions, changelog }, after: { openapi: a, permissions }, declarations: [{ source: 'entities/note.entity.ts', keys }] });

  it('adds an entry when the document changes, keeps it as it is on a repeated run, and marks it accepted once declared', () => {
    const first = review(before, after, undefined);
    expect(first.unaccepted).toEqual([{ key: 'DELETE /api/note/{id} removed', where: ['DELETE /api/note/{id}'] }]);
    expect(first.changelog).toMatch(/^## [0-9a-f]{12} \(from [0-9a-f]{12}\)\n\nBreaking:\n- `DELETE \/api\/note\/\{id\} removed` \(DELETE \/api\/note\/\{id\}\): NOT ACCEPTED$/m);
    // The next run compares the written document with itself: nothing new, the same text.
    const again = review(after, after, first.changelog);
    expect(again.changelog).toBe(first.changelog);
    expect(again.unaccepted.map((u) => u.key)).toEqual(['DELETE /api/note/{id} removed']);
    const declared = review(after, after, first.changelog, ['DELETE /api/note/{id} removed']);
    expect(declared.unaccepted).toEqual([]);
    expect(declared.changelog).toContain('(DELETE /api/note/{id}): accepted in entities/note.entity.ts');
    // Once accepted, it stays so when the declaration is cleaned away later.
    expect(review(after, after, declared.changelog).changelog).toBe(declared.changelog);
  });

  it('drops the newest entry when a run brings the documents back to where it started', () => {
    const first = review(before, after, undefined);
    const undone = review(after, before, first.changelog);
    expect(undone.changelog).not.toContain('## ');
    expect(undone.unaccepted).toEqual([]);
  });

  it('keeps older entries below a new one', () => {
    const first = review(before, after, undefined, ['DELETE /api/note/{id} removed']).changelog;
    const third = JSON.stringify(doc({ withDelete: false, getStatuses: ['200', '404', '409'] }));
    const second = review(after, third, first).changelog;
    const headings = second.split('\n').filter((l) => l.startsWith('## '));
    expect(headings).toHaveLength(2);
    expect(second.indexOf('`GET /api/note status 409 added`')).toBeLessThan(second.indexOf('DELETE /api/note/{id} removed'));
    expect(updateChangelog(second, { before: 'a', after: 'a' }, undefined, () => undefined).text).toBe(second);
  });
});
