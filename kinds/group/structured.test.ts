/**
 * The kinds made of sub-fields, without HTTP: their zod helpers put each message on the sub-field's path,
 * and their server parts store and answer each sub-value as its own kind does (rich text sanitized by the
 * rich-text kind, every declared sub-field answered).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serverKinds } from '../registry/server';
import { arrayValue } from '../array/value';
import { blocksValue } from '../blocks/value';
import { textValue, htmlValue } from '../../runtime-shared/validation';
import type { FieldMeta } from '../../runtime-shared/meta';
import { groupValue } from './value';

const messages = (result: { error?: z.ZodError }) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
const meta = (name: string, kind: FieldMeta['kind'], extra: Partial<FieldMeta> = {}): FieldMeta => ({ name, kind, label: name, required: false, searchable: false, sortable: false, writeOnly: false, ...extra });

describe('the zod helpers', () => {
  const row = z.object({ title: textValue({ required: true, max: 5 }) });

  it('group: an object, JSON text read first, null refused', () => {
    expect(groupValue(row).safeParse('{"title":"Hi"}').data).toEqual({ title: 'Hi' });
    expect(messages(groupValue(row).safeParse({ title: 'Too long' }))).toEqual({ title: 'Must be at most 5 characters' });
    expect(groupValue(row).safeParse(null).success).toBe(false);
  });

  it('array: rows in order, a row message on its index, the bounds in words', () => {
    const list = arrayValue(row, { min: 1, max: 2, rowLabel: 'benefit' });
    expect(list.safeParse(undefined).success).toBe(false);
    expect(messages(list.safeParse([]))).toEqual({ '': 'Add at least 1 benefit' });
    expect(messages(list.safeParse([{ title: 'a' }, { title: '' }]))).toEqual({ '1.title': 'This field is required' });
    expect(messages(list.safeParse([{ title: 'a' }, { title: 'b' }, { title: 'c' }]))).toEqual({ '': 'At most 2 benefits' });
  });

  it('blocks: each item by its type, an unknown type named', () => {
    const list = blocksValue([z.object({ type: z.literal('quote'), text: textValue({ required: true, max: 50 }) }), z.object({ type: z.literal('text'), body: htmlValue({ required: true }) })], { max: 5 }, ['quote', 'text']);
    expect(list.safeParse([{ type: 'quote', text: 'Hi', extra: 1 }]).data).toEqual([{ type: 'quote', text: 'Hi' }]);
    expect(messages(list.safeParse([{ type: 'text', body: '' }, { type: 'video' }]))).toEqual({ '0.body': 'This field is required', '1.type': 'Choose a block type: quote, text' });
  });
});

describe('the server parts', () => {
  const fields = [meta('title', 'text'), meta('body', 'richText'), meta('on', 'boolean')];
  const ctx = (field: FieldMeta) => ({ field, kinds: serverKinds });

  it('store rich text inside a block sanitized, and answer every declared sub-field', async () => {
    const field = meta('layout', 'blocks', { blocks: [{ type: 'text', label: 'Text', fields }] });
    const stored = await serverKinds.blocks.toColumn!([{ type: 'text', body: '<p onclick="x()">Hi<script>bad()</script></p>' }], ctx(field));
    expect(JSON.parse(stored as string)).toEqual([{ type: 'text', title: null, body: '<p>Hi</p>', on: false }]);
    // A stored block of a type no longer declared is left out of answers.
    expect(serverKinds.blocks.fromColumn!('[{"type":"gone"},{"type":"text","title":"T"}]', ctx(field))).toEqual([{ type: 'text', title: 'T', body: null, on: false }]);
  });

  it('answer a group and an array read from JSON text or from jsonb alike', () => {
    const group = meta('seo', 'group', { fields });
    expect(serverKinds.group.fromColumn!('{"title":"A","x":1}', ctx(group))).toEqual({ title: 'A', body: null, on: false });
    expect(serverKinds.group.fromColumn!(null, ctx(group))).toEqual({ title: null, body: null, on: false });
    const array = meta('rows', 'array', { fields: [meta('title', 'text')] });
    expect(serverKinds.array.fromColumn!([{ title: 'A' }, {}], ctx(array))).toEqual([{ title: 'A' }, { title: null }]);
  });
});
