/**
 * Issue 24: runtime-web asks each field kind's web part (kinds/registry/web.ts) instead of branching
 * on `field.kind`. These pin what the admin does per kind, on an entity holding one field of every
 * kind: the form's starting values, the text of a value (rich text's needs a browser's DOMParser),
 * the list cells and details values (rendered to HTML as the server renders them), the list filters'
 * controls, the bulk "set field" choices and values, the column picker, the API query of a boolean
 * filter, and the profile form's plain inputs.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { webKinds } from '../../kinds/registry/web';
import type { FieldMeta } from '../../runtime-shared/meta';
import { fieldMeta, sampleMeta } from '../helpers/sample-meta';
import { DetailValue } from '../../runtime-web/details/DetailValue';
import { valueText } from '../../runtime-web/display/value-text';
import { toFormValues } from '../../runtime-web/form/form-values';
import { startValues } from '../../runtime-web/form/inline/InlineCreateForm';
import { ListCell } from '../../runtime-web/list/cells';
import { ListFilters } from '../../runtime-web/list/ListFilters';
import { MoreFilters } from '../../runtime-web/list/MoreFilters';
import { settableFields } from '../../runtime-web/list/SetFieldForm';
import { toApiQuery } from '../../runtime-web/list/use-list-query';
import { columnChoices } from '../../runtime-web/list/visible-columns';
import { Field } from '../../site/account/profile/fields';

const field = fieldMeta;

const FIELDS: FieldMeta[] = [
  field('title', 'text'),
  field('notes', 'textarea'),
  field('body', 'richText'),
  field('email', 'email'),
  field('site', 'url'),
  field('password', 'password', { writeOnly: true, sortable: false }),
  field('seats', 'number'),
  field('active', 'boolean'),
  field('mode', 'enum', { options: [{ value: 'remote', label: 'Remote' }, { value: 'office', label: 'In the office' }] }),
  field('starts_on', 'date'),
  field('photo', 'image', { sortable: false }),
  field('brochure', 'file', { sortable: false }),
  field('service_id', 'relation', { relation: { entity: 'service', table: 'services', show: 'name', as: 'service' } }),
  field('price', 'money', { currency: 'USD' }),
  field('opens_at', 'datetime'),
  field('phone', 'phone'),
  field('answers', 'options', { sortable: false }),
  field('extra', 'json', { sortable: false }),
  field('question_ids', 'manyToMany', {
    sortable: false,
    manyToMany: { entity: 'question', table: 'questions', show: 'title', as: 'questions', joinTable: 'j', ownColumn: 'a', targetColumn: 'b' },
  }),
  field('accent', 'color'),
  field('focus', 'focalPoint', { sortable: false }),
  field('seo', 'group', { sortable: false, fields: [field('title', 'text'), field('no_index', 'boolean')] }),
  field('benefits', 'array', { sortable: false, maxItems: 20, fields: [field('title', 'text'), field('days', 'number')] }),
  field('layout', 'blocks', {
    sortable: false,
    maxItems: 50,
    blocks: [
      { type: 'quote', label: 'Quote', fields: [field('text', 'textarea')] },
      { type: 'hero', label: 'Hero', fields: [field('heading', 'text')] },
    ],
  }),
];

const meta = sampleMeta(FIELDS, { listFilters: ['mode', 'active', 'starts_on', 'seats', 'price', 'opens_at', 'title'] });

const ROW: Record<string, unknown> = {
  id: 7,
  title: 'Kick-off',
  notes: 'x'.repeat(100),
  body: '<p>Hello <b>world</b></p>',
  email: 'ada@example.com',
  site: 'javascript:alert(1)',
  seats: 12,
  active: 1,
  mode: 'office',
  starts_on: '2026-03-01T00:00:00.000Z',
  photo: 'uploads/sample/0123456789abcdef-89abcdef.jpg',
  brochure: 'uploads/sample/plan.pdf',
  service_id: 3,
  service: { id: 3, name: 'Cloud Migration' },
  price: 1250,
  opens_at: null,
  phone: '+1 (555) 010-2030',
  answers: ['Yes', 'No'],
  extra: '{"a":1}',
  question_ids: [4, '5'],
  questions: [{ id: 4, title: 'First' }],
  accent: '#1e90ff',
  focus: '30,70',
  seo: { title: 'Kick-off | Nimbus', no_index: true },
  benefits: [{ title: 'Leave', days: 30 }, { title: 'Training', days: null }],
  layout: [{ type: 'hero', heading: 'Welcome' }, { type: 'quote', text: 'Good <work>' }, { type: 'gone', text: 'x' }],
};

const byName = (name: string) => FIELDS.find((f) => f.name === name)!;
const html = (node: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(node);
const cell = (name: string, row = ROW) => html(createElement(ListCell, { field: byName(name), row }));
const detail = (name: string, record = ROW) => html(createElement(DetailValue, { field: byName(name), record }));

describe('the kinds registry', () => {
  it('has a web part for every kind the fixture holds, under its kind name', () => {
    expect(Object.keys(webKinds).sort()).toEqual(FIELDS.map((f) => f.kind).sort());
  });
});

describe('the form codec (API value → form value)', () => {
  it('turns a loaded record into form values, kind by kind', () => {
    expect(toFormValues(meta, ROW)).toEqual({
      title: 'Kick-off',
      notes: 'x'.repeat(100),
      body: '<p>Hello <b>world</b></p>',
      email: 'ada@example.com',
      site: 'javascript:alert(1)',
      password: '',
      seats: 12,
      active: true,
      mode: 'office',
      starts_on: '2026-03-01',
      photo: 'uploads/sample/0123456789abcdef-89abcdef.jpg',
      brochure: 'uploads/sample/plan.pdf',
      service_id: 3,
      price: 1250,
      opens_at: null,
      phone: '+1 (555) 010-2030',
      answers: ['Yes', 'No'],
      extra: { a: 1 },
      question_ids: [4, 5],
      accent: '#1e90ff',
      focus: '30,70',
      seo: { title: 'Kick-off | Nimbus', no_index: true },
      benefits: [{ title: 'Leave', days: 30 }, { title: 'Training', days: null }],
      layout: [{ type: 'hero', heading: 'Welcome' }, { type: 'quote', text: 'Good <work>' }, { type: 'gone', text: 'x' }],
    });
  });

  it('starts an add form empty, each kind with its own empty value', () => {
    expect(toFormValues(meta)).toEqual({
      title: '',
      notes: '',
      body: '',
      email: '',
      site: '',
      password: '',
      seats: '',
      active: false,
      mode: '',
      starts_on: '',
      photo: null,
      brochure: null,
      service_id: null,
      price: null,
      opens_at: null,
      phone: '',
      answers: [],
      extra: {},
      question_ids: [],
      accent: '',
      focus: '',
      seo: {},
      benefits: [],
      layout: [],
    });
  });

  it('starts an inline add form with the typed text in a text or textarea shown field only', () => {
    expect(startValues(meta, 'title', ' Cloud ').title).toBe('Cloud');
    expect(startValues(meta, 'notes', 'Cloud').notes).toBe('Cloud');
    expect(startValues(meta, 'email', 'Cloud').email).toBe('');
  });
});

describe('values as text', () => {
  it.each([
    ['title', 'Kick-off'],
    ['active', 'Yes'],
    ['mode', 'In the office'],
    ['starts_on', '2026-03-01'],
    ['service_id', 'Cloud Migration'],
    ['opens_at', ''],
    ['answers', 'Yes, No'],
    ['question_ids', 'First, #5'],
    ['extra', '{"a":1}'],
    ['accent', '#1e90ff'],
    ['seo', 'Kick-off | Nimbus'],
    ['benefits', 'Leave · 30; Training'],
    ['layout', 'Hero, Quote, gone'],
  ])('%s reads "%s"', (name, text) => expect(valueText(byName(name), ROW)).toBe(text));
});

describe('list cells', () => {
  it('links contact values, keeps a javascript: address inert, shows no password', () => {
    expect(cell('email')).toBe('<a href="mailto:ada@example.com">ada@example.com</a>');
    expect(cell('phone')).toBe('<a href="tel:+15550102030">+1 (555) 010-2030</a>');
    expect(cell('site')).toBe('javascript:alert(1)');
    expect(cell('site', { site: 'https://example.com/a' })).toBe('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">https://example.com/a</a>');
    expect(cell('password', { password: 'secret' })).toBe('');
  });

  it('cuts long text to 80 characters, links files, shows a colour as swatch and code', () => {
    expect(cell('notes')).toBe(`${'x'.repeat(79)}…`);
    expect(cell('brochure')).toContain('plan.pdf');
    expect(cell('accent')).toBe('<span class="color-value"><span class="color-swatch" style="background-color:#1e90ff" aria-hidden="true"></span>#1e90ff</span>');
    // Only a valid code reaches the style.
    expect(cell('accent', { accent: 'red;background:url(x)' })).toBe('<span class="color-value">red;background:url(x)</span>');
    expect(cell('accent', { accent: null })).toBe('');
  });
});

describe('details values', () => {
  it('renders rich text, lists options, indents JSON, shows images, a dash for nothing', () => {
    expect(detail('body')).toBe('<div class="rich-text"><p>Hello <b>world</b></p></div>');
    expect(detail('answers')).toBe('<ul class="details-list"><li>Yes</li><li>No</li></ul>');
    expect(detail('extra', { extra: { a: 1 } })).toBe('<pre class="details-json">{\n  &quot;a&quot;: 1\n}</pre>');
    expect(detail('photo')).toContain('<img class="details-image" src="/uploads/sample/0123456789abcdef-89abcdef.jpg" alt="photo"/>');
    expect(detail('mode')).toBe('<span class="details-text">In the office</span>');
    expect(detail('accent')).toBe('<span class="color-value"><span class="color-swatch" style="background-color:#1e90ff" aria-hidden="true"></span>#1e90ff</span>');
    const dash = '<span class="muted">—</span>';
    for (const name of ['photo', 'body', 'answers', 'extra', 'email', 'accent', 'opens_at', 'seo', 'benefits', 'layout']) expect(detail(name, {}), name).toBe(dash);
  });

  it('lists a group\'s sub-values, an array\'s rows and each block under its type, every sub-value as its kind shows it', () => {
    expect(detail('seo')).toBe(
      '<dl class="sub-values"><div class="sub-value"><dt>title</dt><dd><span class="details-text">Kick-off | Nimbus</span></dd></div><div class="sub-value"><dt>no_index</dt><dd><span class="details-text">Yes</span></dd></div></dl>',
    );
    expect(detail('benefits')).toBe(
      '<ol class="details-rows"><li><dl class="sub-values"><div class="sub-value"><dt>title</dt><dd><span class="details-text">Leave</span></dd></div><div class="sub-value"><dt>days</dt><dd><span class="details-text">30</span></dd></div></dl></li>' +
        '<li><dl class="sub-values"><div class="sub-value"><dt>title</dt><dd><span class="details-text">Training</span></dd></div><div class="sub-value"><dt>days</dt><dd><span class="muted">—</span></dd></div></dl></li></ol>',
    );
    const layout = detail('layout');
    expect(layout).toContain('<li><p class="details-block-type">Hero</p><dl class="sub-values"><div class="sub-value"><dt>heading</dt><dd><span class="details-text">Welcome</span></dd></div></dl></li>');
    // Text is escaped; a block of a type no longer declared shows its type only.
    expect(layout).toContain('<dd><span class="details-text">Good &lt;work&gt;</span></dd>');
    expect(layout).toContain('<li><p class="details-block-type">gone</p></li>');
  });
});

describe('list filters', () => {
  const render = (node: ReactElement) => html(createElement(MemoryRouter, null, node));

  it('gives each declared filter its kind control', () => {
    const out = render(createElement(ListFilters, { meta, fixed: [], value: (name: string) => (name === 'active' ? 'true' : ''), onChange: () => {} }));
    expect(out).toContain('<span>mode</span><select class="input"><option value="" selected="">All</option><option value="remote">Remote</option><option value="office">In the office</option></select>');
    expect(out).toContain('<span>active</span><select class="input"><option value="">All</option><option value="true" selected="">Yes</option><option value="false">No</option></select>');
    expect(out).toContain('<span>starts_on</span><input class="input" type="date" value=""/>');
    expect(out).toContain('<span>seats</span><input class="input" type="number" value=""/>');
    expect(out).toContain('<span>price</span><input class="input" type="number" value=""/>');
    expect(out).toContain('<span>opens_at</span><input class="input" type="text" value=""/>');
    expect(out).toContain('<span>title</span><input class="input" type="text" value=""/>');
  });

  it('offers from/to for dates, numbers and money under More filters, money in the units people type', () => {
    const url: Record<string, string> = { 'filter[price][gte]': '1250', 'filter[opens_at][lte]': '2026-03-31T23:59:59.999Z' };
    const out = render(createElement(MoreFilters, { meta, shown: ['title'], value: (key: string) => url[key] ?? '', onChange: () => {} }));
    expect(out).toContain('More filters (2)');
    expect(out).toContain('<input class="input" type="number" step="0.01" aria-label="price from" placeholder="from" value="12.5"/>');
    expect(out).toContain('<input class="input" type="date" aria-label="opens_at to" placeholder="to" value="2026-03-31"/>');
    expect(out).toContain('<input class="input" type="date" aria-label="starts_on from" placeholder="from" value=""/>');
    expect(out).toContain('<input class="input" type="number" aria-label="seats to" placeholder="to" value=""/>');
    expect(out).toContain('<span>accent</span><input class="input" type="text" value=""/>');
    // A relation is a drop-down of the related records (loaded in the browser).
    expect(out).toContain('<span>service_id</span><select class="input"><option value="" selected="">All</option></select>');
  });

  it('offers the filterable sub-fields of a group under More filters, and sends them as filter[group.sub-field] (issue 25)', () => {
    const seo = field('seo', 'group', {
      label: 'Search engines',
      sortable: false,
      subFilters: true,
      fields: [field('title', 'text', { label: 'Title', filters: ['eq', 'contains'] }), field('description', 'textarea', { label: 'Description', sortable: false }), field('no_index', 'boolean', { label: 'Hide', filters: ['eq', 'ne'] })],
    });
    const withGroup = { ...meta, fields: [field('title', 'text'), seo] };
    const out = render(createElement(MoreFilters, { meta: withGroup, shown: ['title'], value: (key: string) => (key === 'seo.no_index' ? 'true' : ''), onChange: () => {} }));
    expect(out).toContain('More filters (1)');
    expect(out).toContain('<span>Search engines: Title</span><input class="input" type="text" value=""/>');
    expect(out).toContain('<span>Search engines: Hide</span><select class="input">');
    expect(out).not.toContain('Search engines: Description');
    expect(toApiQuery(withGroup, new URLSearchParams('seo.no_index=true&seo.title=cloud&seo.description=x')).toString()).toBe(
      'page=1&perPage=20&filter%5Bseo.no_index%5D=1&filter%5Bseo.title%5D%5Bcontains%5D=cloud',
    );
  });

  it('sends a boolean filter as 1/0, other values as typed', () => {
    expect(toApiQuery(meta, new URLSearchParams('active=true&mode=remote&seats=3')).toString()).toBe(
      'page=1&perPage=20&filter%5Bactive%5D=1&filter%5Bmode%5D=remote&filter%5Bseats%5D=3',
    );
    expect(toApiQuery(meta, new URLSearchParams('active=false')).get('filter[active]')).toBe('0');
  });

  it('finds a typed text anywhere in a text field, while a page\'s fixed filters match exactly', () => {
    const withContains = { ...meta, fields: meta.fields.map((f) => (f.name === 'title' ? { ...f, filters: ['eq', 'contains'] as const } : f)) };
    expect(toApiQuery(withContains, new URLSearchParams('title=cloud&mode=remote')).toString()).toBe('page=1&perPage=20&filter%5Btitle%5D%5Bcontains%5D=cloud&filter%5Bmode%5D=remote');
    expect(toApiQuery(withContains, new URLSearchParams(''), { title: 'Exact' }).get('filter[title]')).toBe('Exact');
  });
});

describe('bulk "set field" and the column picker', () => {
  it('offers the kinds that take one value for many rows, unique fields excluded', () => {
    const withUnique = { ...meta, fields: FIELDS.map((f) => (f.name === 'email' ? { ...f, unique: true } : f)) };
    expect(settableFields(withUnique).map((f) => f.name)).toEqual(['title', 'site', 'seats', 'active', 'mode', 'starts_on', 'service_id', 'price', 'opens_at', 'phone']);
    expect(webKinds.money.bulkSet!.toApi!('12.5')).toBe(1250);
    expect(webKinds.money.bulkSet!.toApi!('')).toBe('');
    expect(webKinds.boolean.bulkSet!.toApi!('false')).toBe(false);
  });

  it('offers as columns the kinds a cell can show', () => {
    expect(columnChoices(meta, [{ field: 'title', header: 'Title' }]).map((c) => c.field)).toEqual([
      'title',
      'email',
      'site',
      'seats',
      'active',
      'mode',
      'starts_on',
      'photo',
      'brochure',
      'service_id',
      'price',
      'opens_at',
      'phone',
      'answers',
      'question_ids',
      'accent',
    ]);
  });
});

describe("the profile forms' plain inputs", () => {
  const plain = (spec: Parameters<typeof Field>[0]['spec'], value: Parameters<typeof Field>[0]['value']) => html(createElement(Field, { spec, value }));

  it('renders each kind as a plain input that works without JavaScript', () => {
    expect(plain({ name: 'phone', label: 'Phone', kind: 'phone' }, '+1 555')).toContain('<input id="field-phone" type="tel" name="phone" value="+1 555"/>');
    expect(plain({ name: 'bio', label: 'About me', kind: 'textarea', max: 2000 }, 'Hi')).toContain('<textarea id="field-bio" name="bio" rows="4" maxLength="2000">Hi</textarea>');
    expect(plain({ name: 'level', label: 'Level', kind: 'enum', required: true, options: { junior: 'Junior' } }, 'legacy')).toContain(
      '<select id="field-level" name="level"><option value="legacy" selected="">legacy</option><option value="junior">Junior</option></select>',
    );
    expect(plain({ name: 'photo', label: 'Photo', kind: 'image' }, 'uploads/x.png')).toContain('<input id="field-photo" type="file" accept="image/jpeg,image/png,image/webp,image/gif" name="photo"/>');
  });
});

describe('the focal point', () => {
  it('reads as a place on the image in details, and is no list column', () => {
    expect(detail('focus')).toBe('<span>30 % from the left, 70 % from the top</span>');
    expect(webKinds.focalPoint.list.column).toBe(false);
  });
});
