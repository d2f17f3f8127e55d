/**
 * Issue 25: the kinds made of sub-fields through the API, on the content page's `seo` (group) and `layout`
 * (blocks, whose `faq` block holds an array of questions) and the product's `specifications` (array).
 * Values are stored as JSON and answered with every sub-field; each message names the sub-field's path
 * (`layout.1.heading`, `specifications.1.value`); rich text inside a block is sanitized as a rich-text
 * field's is; the OpenAPI document describes groups as objects, arrays with their bounds, blocks as
 * `oneOf` with a discriminator on `type`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../site/server/seed/png';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

const createPage = (body: Record<string, unknown>) => call(`${server.url}/api/page`, { method: 'POST', token: admin, json: { title: 'Our work', body: '<p>Intro</p>', ...body } });

describe('a group field (page.seo)', () => {
  it('stores the sub-fields together and answers every one of them', async () => {
    const made = await createPage({ slug: 'seo-page', seo: { title: 'Our work | Nimbus', no_index: true, unknown: 'dropped' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.seo).toEqual({ title: 'Our work | Nimbus', description: null, no_index: true });
    const stored = await server.db('pages').where({ slug: 'seo-page' }).first('seo');
    const value: unknown = typeof stored.seo === 'string' ? JSON.parse(stored.seo) : stored.seo;
    expect(value).toEqual({ title: 'Our work | Nimbus', description: null, no_index: true });
  });

  it('answers an empty group for a page saved without one', async () => {
    const made = await createPage({ slug: 'plain-page' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.seo).toEqual({ title: null, description: null, no_index: false });
    expect(made.body.data.layout).toEqual([]);
  });

  it('names the sub-field of a message', async () => {
    const refused = await createPage({ slug: 'long-seo', seo: { title: 'x'.repeat(71) } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'seo.title': 'Must be at most 70 characters' });
  });
});

describe('a blocks field (page.layout)', () => {
  const layout = [
    { type: 'hero', heading: 'Cloud without the drama', subheading: 'We run it for you', button_label: 'Talk to us', button_url: '/contact-us' },
    { type: 'richText', body: '<p>Hello <strong>there</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>' },
    { type: 'quote', text: 'They simply delivered.', author: 'A. Customer' },
    { type: 'faq', heading: 'Questions', items: [{ question: 'How fast?', answer: 'Two weeks.' }] },
  ];

  it('stores blocks in order, each with its own sub-fields, and sanitizes rich text inside them', async () => {
    const made = await createPage({ slug: 'blocks-page', layout });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.layout).toEqual([
      { type: 'hero', eyebrow: null, heading: 'Cloud without the drama', subheading: 'We run it for you', button_label: 'Talk to us', button_url: '/contact-us' },
      { type: 'richText', body: '<p>Hello <strong>there</strong><img src="x" /></p>' },
      { type: 'quote', text: 'They simply delivered.', author: 'A. Customer' },
      { type: 'faq', heading: 'Questions', items: [{ question: 'How fast?', answer: 'Two weeks.' }] },
    ]);
    const read = await call(`${server.url}/api/page/${made.body.data.id}`, { token: admin });
    expect(read.body.data.layout[1]).toEqual({ type: 'richText', body: '<p>Hello <strong>there</strong><img src="x" /></p>' });
  });

  it('names the block and sub-field of each message, nested arrays included', async () => {
    const refused = await createPage({
      slug: 'bad-blocks',
      layout: [
        { type: 'quote', text: 'Fine' },
        { type: 'hero', heading: '' },
        { type: 'faq', items: [{ question: 'Q1', answer: 'A1' }, { question: 'Q2', answer: '' }] },
        { type: 'cta', heading: 'Go', button_label: 'Go', button_url: 'not a link', style: 'subtle' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      'layout.1.heading': 'This field is required',
      'layout.2.items.1.answer': 'This field is required',
      'layout.3.button_url': 'Enter a valid URL (http:// or https://)',
    });
  });

  it('refuses a block type that is not declared, and a faq without questions', async () => {
    const refused = await createPage({ slug: 'odd-blocks', layout: [{ type: 'logoWall', logos: [] }, { type: 'faq', items: [] }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      'layout.0.type': 'Choose a block type: hero, richText, quote, cta, faq, stats, companyStory, counters, features, teamMembers, offices, banner, aboutTeaser, services, products, testimonials, consultingSteps, itConsulting, partners',
      'layout.1.items': 'Add at least 1 question',
    });
  });
});

describe('an array field (product.specifications)', () => {
  const product = async () => {
    const category = await call(`${server.url}/api/category`, { method: 'POST', token: admin, json: { name: 'Backup', slug: 'backup' } });
    return { name: 'Backup plan', slug: 'backup-plan', category_id: Number(category.body.data.id), price: 1000, billing: 'yearly', quantity: 5 };
  };
  let productId: number;

  it('keeps the rows in order through a multipart create and a JSON update', async () => {
    const base = await product();
    const specifications = [{ label: 'Devices', value: 'Up to 25' }, { label: 'Support', value: 'Working days' }];
    const made = await call(`${server.url}/api/product`, {
      method: 'POST',
      token: admin,
      body: form({ ...base, specifications: JSON.stringify(specifications) }, { photo: { data: gradientPng(16, 16, [200, 0, 0], [0, 0, 200]), name: 'photo.png', type: 'image/png' } }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.specifications).toEqual(specifications);
    productId = made.body.data.id;
    const reordered = await call(`${server.url}/api/product/${made.body.data.id}`, { method: 'PATCH', token: admin, json: { specifications: [specifications[1], specifications[0]] } });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.data.specifications).toEqual([{ label: 'Support', value: 'Working days' }, { label: 'Devices', value: 'Up to 25' }]);
  });

  it('names the row and sub-field of a message, and refuses more rows than declared', async () => {
    const url = `${server.url}/api/product/${productId}`;
    const bad = await call(url, { method: 'PATCH', token: admin, json: { specifications: [{ label: 'Devices', value: 'Up to 25' }, { label: 'Support' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ 'specifications.1.value': 'This field is required' });
    const many = Array.from({ length: 31 }, (_, i) => ({ label: `Line ${i + 1}`, value: 'x' }));
    const tooMany = await call(url, { method: 'PATCH', token: admin, json: { specifications: many } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields).toEqual({ specifications: 'At most 30 specifications' });
  });
});

describe('the OpenAPI document', () => {
  it('describes a group as an object, an array with its bounds, blocks as oneOf with a discriminator', async () => {
    const doc = (await call(`${server.url}/api/openapi.json`)).body;
    const page = doc.components.schemas.Page.properties;
    expect(page.seo).toMatchObject({
      type: 'object',
      properties: { title: { type: ['string', 'null'], maxLength: 70 }, description: { type: ['string', 'null'] }, no_index: { type: 'boolean' } },
      required: ['title', 'description', 'no_index'],
      additionalProperties: false,
    });
    expect(page.layout.type).toBe('array');
    expect(page.layout.maxItems).toBe(50);
    expect(page.layout.items.discriminator).toEqual({ propertyName: 'type' });
    expect(page.layout.items.oneOf.map((o: { properties: { type: { const: string } } }) => o.properties.type.const)).toEqual(['hero', 'richText', 'quote', 'cta', 'faq', 'stats', 'companyStory', 'counters', 'features', 'teamMembers', 'offices', 'banner', 'aboutTeaser', 'services', 'products', 'testimonials', 'consultingSteps', 'itConsulting', 'partners']);
    const faq = page.layout.items.oneOf[4];
    expect(faq.properties.items).toMatchObject({ type: 'array', minItems: 1, maxItems: 30 });
    const create = doc.components.schemas.PageCreate.properties.layout.items.oneOf[1];
    expect(create).toMatchObject({ required: ['type', 'body'], properties: { body: { type: 'string', contentMediaType: 'text/html' } } });
    const specs = doc.components.schemas.Product.properties.specifications;
    expect(specs).toMatchObject({ type: 'array', maxItems: 30, items: { type: 'object', required: ['label', 'value'] } });
    expect(doc.components.schemas.ProductCreateForm.properties.specifications).toMatchObject({ type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'array', maxItems: 30 } });
  });
});

describe('a JSON field with a declared schema (role.permissions)', () => {
  const createRole = (permissions: unknown) => call(`${server.url}/api/role`, { method: 'POST', token: admin, json: { name: 'Editors', key: `editors_${Math.random().toString(36).slice(2, 7)}`, permissions } });

  it('stores an object that matches, refuses one that does not with where it is wrong', async () => {
    const made = await createRole({ page: ['read', 'update'] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.permissions).toEqual({ page: ['read', 'update'] });
    const refused = await createRole({ page: ['read', 'fly'] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.permissions).toMatch(/^page\.1: /);
  });

  it('names where JSON sent as text breaks', async () => {
    const refused = await createRole('{"page": [');
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.permissions).toMatch(/^Invalid JSON: /);
  });

  it('puts the declared schema into the OpenAPI document', async () => {
    const doc = (await call(`${server.url}/api/openapi.json`)).body;
    expect(doc.components.schemas.Role.properties.permissions).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'array', items: { enum: ['read', 'create', 'update', 'delete'] }, uniqueItems: true },
    });
  });
});
