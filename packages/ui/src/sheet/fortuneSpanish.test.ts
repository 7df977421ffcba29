import { locale } from '@fortune-sheet/core';
import { describe, expect, it } from 'vitest';
import { completeSpanishLocale } from './fortuneSpanish';

type Ctx = Parameters<typeof locale>[0];
const toolbarOf = (lang: string) => (locale({ lang } as Ctx) as { toolbar: Record<string, unknown> }).toolbar;

describe('completeSpanishLocale', () => {
  it('gives every toolbar button of the English locale a Spanish tip, keeping the ones Fortune-sheet has', () => {
    const before = toolbarOf('es').undo;
    completeSpanishLocale();
    const spanish = toolbarOf('es');
    const missing = Object.keys(toolbarOf('en')).filter((key) => spanish[key] === undefined);
    expect(missing).toEqual([]);
    expect(spanish['format-painter']).toBe('Copiar formato');
    expect(spanish.undo).toBe(before);
  });
});
