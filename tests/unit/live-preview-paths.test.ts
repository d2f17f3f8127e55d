/**
 * The live preview's page navigates only to an address on its own origin (site/client/live-preview.ts):
 * a message naming another site's address is ignored, whoever sent it.
 */
import { describe, expect, it } from 'vitest';
import { isLocalPath } from '../../runtime-shared/live-preview';

describe('isLocalPath', () => {
  it('takes a path on this origin', () => {
    expect(isLocalPath('/shipping?preview=abc.def')).toBe(true);
    expect(isLocalPath('/product-details/3?preview=abc.def')).toBe(true);
  });

  it('refuses another site\'s address, with or without a scheme', () => {
    expect(isLocalPath('//evil.test/shipping')).toBe(false);
    expect(isLocalPath('/\\evil.test/shipping')).toBe(false);
    expect(isLocalPath('https://evil.test/shipping')).toBe(false);
    expect(isLocalPath('javascript:alert(1)')).toBe(false);
    expect(isLocalPath('shipping')).toBe(false);
  });
});
