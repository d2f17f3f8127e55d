/**
 * A url field answers what its OpenAPI document promises (format uri-reference: ASCII only, `%` only before
 * two hex digits): a pasted address with other characters is stored percent-encoded, rather than stored as
 * typed and answered against the document.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { textValue } from '../../runtime-shared/validation';

const url = textValue({ required: true, max: 2048, format: 'url' });
const ajv = new Ajv2020();
addFormats(ajv);
const isUriReference = ajv.compile({ type: 'string', format: 'uri-reference' });

describe('a url value', () => {
  it.each([
    ['https://de.wikipedia.org/wiki/Straße', 'https://de.wikipedia.org/wiki/Stra%C3%9Fe'],
    ['  /careers?team=Köln&x=1 ', '/careers?team=K%C3%B6ln&x=1'],
    ['https://example.com/a b|c', 'https://example.com/a%20b%7Cc'],
    ['https://example.com/50%25-off', 'https://example.com/50%25-off'],
    ['https://example.com/100%', 'https://example.com/100%25'],
    ['https://example.com/\uD800x', 'https://example.com/%EF%BF%BDx'],
    ['HTTPS://[2001:db8::1]:8080/[v6]', 'HTTPS://[2001:db8::1]:8080/%5Bv6%5D'],
    ['https://bücher.de/#a#b c', 'https://b%C3%BCcher.de/#a%23b%20c'],
    ['https://example.com?q={"a":1}', 'https://example.com?q=%7B%22a%22:1%7D'],
    ['https://x.org', 'https://x.org'],
  ])('stores %j as %j, a uri-reference', (typed, stored) => {
    expect(isUriReference(typed)).toBe(typed === stored);
    expect(url.parse(typed)).toBe(stored);
    expect(isUriReference(stored)).toBe(true);
  });

  it('still refuses what is neither an http(s) address nor a path', () => {
    expect(url.safeParse('not a link').error?.issues[0]?.message).toBe('Enter a valid URL (http:// or https://)');
    expect(url.safeParse('javascript:alert(1)').success).toBe(false);
  });
});
