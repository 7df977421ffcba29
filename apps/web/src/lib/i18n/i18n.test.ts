import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage';
import { changeLanguage, createI18n, detectLanguage } from './i18n';
import { registerLocaleNamespace } from './localeRegistry';

const probe = { en: { greeting: 'Hello', nested: { bye: 'Bye {{name}}' } }, es: { greeting: 'Hola', nested: { bye: 'Adiós {{name}}' } } };
registerLocaleNamespace('i18nProbe', probe);

describe('i18n', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('reads the registered namespaces by key prefix, in the chosen language', () => {
    expect(createI18n('en').t('i18nProbe.nested.bye', { name: 'Ana' })).toBe('Bye Ana');
    expect(createI18n('es').t('i18nProbe.greeting')).toBe('Hola');
  });

  it('refuses a second registration of a namespace with other texts', () => {
    expect(() => registerLocaleNamespace('i18nProbe', probe)).not.toThrow();
    expect(() => registerLocaleNamespace('i18nProbe', { en: { greeting: 'Hi' }, es: { greeting: 'Hola' } })).toThrow(/registered twice/);
  });

  it('persists the chosen language and restores it', async () => {
    const i18n = createI18n('en');
    await changeLanguage(i18n, 'es');
    expect(i18n.t('i18nProbe.greeting')).toBe('Hola');
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
