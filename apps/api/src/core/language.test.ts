import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language';

describe('preferredLanguage', () => {
  it('takes the first interface language by weight and order', () => {
    expect(preferredLanguage('es')).toBe('es');
    expect(preferredLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLanguage('fr-FR,fr;q=0.9,en;q=0.8,es;q=0.7')).toBe('en');
    expect(preferredLanguage('en;q=0.5, es;q=0.6')).toBe('es');
  });

  it('answers undefined for no header, no interface language, or a refused one', () => {
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(preferredLanguage('')).toBeUndefined();
    expect(preferredLanguage('fr, de')).toBeUndefined();
    expect(preferredLanguage('es;q=0')).toBeUndefined();
  });
});
