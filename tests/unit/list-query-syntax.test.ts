/**
 * The one definition of the list query syntax (runtime-shared/list-query.ts): a filter as parameters (the
 * typed client, the local API, bulk requests) and parameters as a filter (the admin's "every row matching").
 */
import { describe, expect, it } from 'vitest';
import { filterKeyParts, filterOf, filterParams, listQueryString } from '../../runtime-shared/list-query';

describe('the list query syntax', () => {
  it('writes a filter as parameters and reads them back', () => {
    const filter = { status: { in: ['paid', 'shipped'] }, total: { gte: 1000 }, sku: null, or: [{ user_id: 3 }, { name: { contains: '100%' }, deleted: { null: true as const } }] };
    const params = filterParams(filter);
    expect(params).toEqual([
      ['filter[status][in]', 'paid,shipped'],
      ['filter[total][gte]', '1000'],
      ['filter[sku]', 'null'],
      ['filter[or][0][user_id]', '3'],
      ['filter[or][1][name][contains]', '100%'],
      ['filter[or][1][deleted][null]', 'true'],
    ]);
    expect(filterOf(params)).toEqual({ status: { in: ['paid', 'shipped'] }, total: { gte: '1000' }, sku: null, or: [{ user_id: '3' }, { name: { contains: '100%' }, deleted: { null: true } }] });
  });

  it('closes up branches numbered with gaps, and leaves other parameters alone', () => {
    expect(filterOf([['filter[or][5][a]', '1'], ['filter[or][0][b]', '2'], ['page', '2']])).toEqual({ or: [{ b: '2' }, { a: '1' }] });
    expect(filterKeyParts('filter[or][0][total][gte]')).toEqual(['or', '0', 'total', 'gte']);
    expect(filterKeyParts('filters[a]')).toBeUndefined();
  });

  it('writes fields and expand as comma-separated lists', () => {
    expect(decodeURIComponent(listQueryString({ page: 2, fields: ['name', 'price'], expand: ['category', 'category.parent'], filter: { price: { lte: 5 } } }))).toBe(
      '?page=2&filter[price][lte]=5&fields=name,price&expand=category,category.parent',
    );
  });
});
