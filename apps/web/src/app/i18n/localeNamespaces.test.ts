import { describe, expect, it } from 'vitest';
import { createI18n, registeredLocaleNamespaces } from '../../lib/i18n';
import { LOCALE_NAMESPACES } from './localeNamespaces';

function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => leafPaths(inner, prefix ? `${prefix}.${key}` : key));
}

function valueAt(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
}

describe('locale namespaces', () => {
  it('registers every app-wide and feature namespace', () => {
    for (const namespace of [
      'common',
      'shell',
      'pages',
      'auth',
      'ask',
      'session',
      'sessions',
      'guide',
      'onboarding',
      'layout',
      'storefront',
      'writing',
      'publicRating',
      'sharedSession',
    ]) {
      expect(registeredLocaleNamespaces().get(namespace), namespace).toBe(LOCALE_NAMESPACES[namespace]);
    }
  });

  it('has the same keys in en and es, none empty', () => {
    for (const [namespace, texts] of Object.entries(LOCALE_NAMESPACES)) {
      expect(leafPaths(texts.es).sort(), namespace).toEqual(leafPaths(texts.en).sort());
      for (const path of leafPaths(texts.es)) expect(valueAt(texts.es, path), `${namespace}.${path}`).not.toBe('');
    }
  });

  it('uses the spec texts in English and reads feature keys', () => {
    const i18n = createI18n('en');
    expect(i18n.t('maintenance.title')).toBe('Maintenance Time');
    expect(i18n.t('maintenance.body')).toBe('Be patient! We will come back ASAP');
    expect(i18n.t('notFound.title')).toBe('Sorry! This link is invalid!');
    expect(i18n.t('common.generalError')).toBe('Something went wrong.');
    expect(i18n.t('guide.ask')).toBe('Ask an Expert');
  });
});
