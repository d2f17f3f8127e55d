/**
 * The page cache's key (site/page-query.ts): the path and the query parameters the matched routes read.
 * What a path reads is remembered per set of routes (matching the whole tree on every page view was most of
 * the CPU time of sending a kept page), so these check that the remembered answer is the right one.
 */
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageKey, readsQuery } from '../../site/page-query';

const tree = (reads: string[]): RouteObject[] => [{ path: '/', children: [readsQuery(reads, { path: 'products' }), { path: 'about' }] }];

describe('pageKey', () => {
  it('keeps the parameters the matched route reads, sorted, and drops the rest', () => {
    const routes = tree(['q', 'page']);
    expect(pageKey(routes, '/products', '?x=1&page=2&q=cloud')).toBe('/products?page=2&q=cloud');
    expect(pageKey(routes, '/products', '?x=1&page=2&q=cloud')).toBe('/products?page=2&q=cloud');
    expect(pageKey(routes, '/about', '?page=2')).toBe('/about');
    expect(pageKey(routes, '/products', '')).toBe('/products');
  });

  it('the same path in another set of routes (another locale setting) reads what that set declares', () => {
    const first = tree(['page']);
    const second = tree(['q']);
    expect(pageKey(first, '/products', '?q=a&page=3')).toBe('/products?page=3');
    expect(pageKey(second, '/products', '?q=a&page=3')).toBe('/products?q=a');
    expect(pageKey(first, '/products', '?q=a&page=3')).toBe('/products?page=3');
  });

  it('past the 500 remembered paths the oldest are matched again, with the same answer', () => {
    const routes = tree(['page']);
    expect(pageKey(routes, '/products', '?page=4')).toBe('/products?page=4');
    for (let i = 0; i < 600; i++) expect(pageKey(routes, `/made-up-${i}`, '?page=1')).toBe(`/made-up-${i}`);
    expect(pageKey(routes, '/products', '?page=5&x=1')).toBe('/products?page=5');
  });
});
