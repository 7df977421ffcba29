import { describe, expect, it } from 'vitest';
import { CATALOG_NAMES, catalogMindsetName, catalogSubjectName } from './catalog-names';
import { LANGUAGES, MINDSETS, SUBJECTS } from './reference-data';
import { WRITING_SUBJECT } from './schemas/writing';

describe('catalogue names', () => {
  it('names exactly the reference subjects and mindsets in every app language, none empty', () => {
    const subjectKeys = [...SUBJECTS, WRITING_SUBJECT].map((s) => String(s.tid)).sort();
    const mindsetKeys = MINDSETS.map((m) => m.type).sort();
    for (const { code } of LANGUAGES) {
      const names = CATALOG_NAMES[code];
      expect(Object.keys(names.subjects).sort(), code).toEqual(subjectKeys);
      expect(Object.keys(names.mindsets).sort(), code).toEqual(mindsetKeys);
      for (const name of [...Object.values(names.subjects), ...Object.values(names.mindsets)]) expect(name, code).not.toBe('');
    }
  });

  it('speaks English as the reference data does and Spanish by id or title, regional tags included', () => {
    for (const s of SUBJECTS) expect(catalogSubjectName('en', s)).toBe(s.title);
    expect(catalogSubjectName('es', { tid: 1, title: 'Algebra' })).toBe('Álgebra');
    expect(catalogSubjectName('es', { title: 'Chemistry' })).toBe('Química');
    expect(catalogSubjectName('es', WRITING_SUBJECT)).toBe('Redacción');
    expect(catalogSubjectName('es-MX', { title: 'Physics' })).toBe('Física');
    expect(catalogMindsetName('es', { type: 'stuck', title: 'I am stuck on a step' })).toBe('Me atasqué en un paso');
    expect(catalogMindsetName('es', { title: 'I want to check my answer' })).toBe('Quiero comprobar mi respuesta');
  });

  it("keeps the server's title for an unknown or renamed subject or mindset, and for a language without names", () => {
    expect(catalogSubjectName('es', { tid: 42, title: 'Astronomy' })).toBe('Astronomy');
    expect(catalogSubjectName('es', { tid: 1, title: 'Algebra I' })).toBe('Algebra I');
    expect(catalogMindsetName('es', { type: 'stuck', title: 'Help me' })).toBe('Help me');
    expect(catalogSubjectName('fr', { tid: 5, title: 'Chemistry' })).toBe('Chemistry');
    expect(catalogMindsetName('', { type: 'check', title: 'I want to check my answer' })).toBe('I want to check my answer');
  });
});
