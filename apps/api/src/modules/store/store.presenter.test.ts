import { describe, expect, it } from 'vitest';
import { formatPrice } from './store.presenter';

describe('formatPrice', () => {
  it('formats cents in the currency of the package, the same on every call', () => {
    expect(formatPrice(999, 'USD')).toBe('$9.99');
    expect(formatPrice(1999, 'USD')).toBe('$19.99');
    expect(formatPrice(999, 'USD')).toBe('$9.99');
    expect(formatPrice(4500, 'EUR')).toBe('€45.00');
  });

  it('falls back to the amount and the code for a currency Intl does not know', () => {
    expect(formatPrice(250, 'NOT-A-CODE')).toBe('2.50 NOT-A-CODE');
    expect(formatPrice(100, 'NOT-A-CODE')).toBe('1.00 NOT-A-CODE');
  });
});
