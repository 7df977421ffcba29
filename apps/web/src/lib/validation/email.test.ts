import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it('accepts a standard address, trimmed, and refuses the rest', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail('  ana@example.com  ')).toBe(true);
    expect(isValidEmail('ana@example')).toBe(false);
    expect(isValidEmail('ana example.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
});
