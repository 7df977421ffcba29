import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage';
import { changeLanguage, createI18n, detectLanguage } from './i18n';
import { en } from './locales/en';
import { es } from './locales/es';

function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => leafPaths(inner, prefix ? `${prefix}.${key}` : key));
}

describe('i18n', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('has the same keys in en and es, none empty', () => {
    expect(leafPaths(es).sort()).toEqual(leafPaths(en).sort());
    for (const path of leafPaths(es)) {
      const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], es);
      expect(value, path).not.toBe('');
    }
  });

  it('uses the spec texts in English', () => {
    const i18n = createI18n('en');
    expect(i18n.t('maintenance.title')).toBe('Maintenance Time');
    expect(i18n.t('maintenance.body')).toBe('Be patient! We will come back ASAP');
    expect(i18n.t('notFound.title')).toBe('Sorry! This link is invalid!');
    expect(i18n.t('common.generalError')).toBe('Something went wrong.');
  });

  it('persists the chosen language and restores it', async () => {
    const i18n = createI18n('en');
    await changeLanguage(i18n, 'es');
    expect(i18n.t('nav.logIn')).toBe('Iniciar sesión');
    expect(localStorage.getItem(STORAGE_KEYS.LANGUAGE)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(detectLanguage()).toBe('es');
  });

  it('falls back to the browser language, then English', () => {
    vi.stubGlobal('navigator', { languages: ['es-MX', 'en'] });
    expect(detectLanguage()).toBe('es');
    vi.stubGlobal('navigator', { languages: ['fr-FR'] });
    expect(detectLanguage()).toBe('en');
  });
});
