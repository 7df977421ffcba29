/** Names of the reference subjects and mindsets in each app language: the one copy both front ends read. */

import { mindsetNameKey, subjectNameKey, type LanguageCode, type MINDSETS, type SUBJECTS } from './reference-data';
import type { WRITING_SUBJECT } from './schemas/writing';

type SubjectKey = `${(typeof SUBJECTS)[number]['tid'] | typeof WRITING_SUBJECT.tid}`;
type MindsetKey = (typeof MINDSETS)[number]['type'];

/** One language's names: subjects by {@link subjectNameKey}, mindsets by {@link mindsetNameKey}. */
export interface CatalogNames {
  subjects: Record<SubjectKey, string>;
  mindsets: Record<MindsetKey, string>;
}

/** The names per app language; English repeats the reference titles so every language has every key. */
export const CATALOG_NAMES: Record<LanguageCode, CatalogNames> = {
  en: {
    subjects: {
      '1': 'Algebra',
      '2': 'Calculus',
      '3': 'Trigonometry',
      '4': 'Geometry',
      '5': 'Chemistry',
      '6': 'Physics',
      '7': 'SAT',
      '8': 'Business',
      '9': 'Accounting',
      '10': 'Finance',
      '100': 'Writing',
    },
    mindsets: {
      concept: 'I want to understand the concept',
      check: 'I want to check my answer',
      stuck: 'I am stuck on a step',
      test_prep: 'I am preparing for a test',
    },
  },
  es: {
    subjects: {
      '1': 'Álgebra',
      '2': 'Cálculo',
      '3': 'Trigonometría',
      '4': 'Geometría',
      '5': 'Química',
      '6': 'Física',
      '7': 'SAT',
      '8': 'Negocios',
      '9': 'Contabilidad',
      '10': 'Finanzas',
      '100': 'Redacción',
    },
    mindsets: {
      concept: 'Quiero entender el concepto',
      check: 'Quiero comprobar mi respuesta',
      stuck: 'Me atasqué en un paso',
      test_prep: 'Me estoy preparando para un examen',
    },
  },
};

// i18next may report a regional tag (`es-MX`); the names differ by language only.
function namesFor(language: string): CatalogNames | undefined {
  return CATALOG_NAMES[language.slice(0, 2).toLowerCase() as LanguageCode];
}

/**
 * A subject's name in the given app language; a subject the reference data does not know (an operator's own or
 * renamed one), or a language without names, keeps the server's title.
 */
export function catalogSubjectName(language: string, subject: { tid?: number; title: string }): string {
  const key = subjectNameKey(subject) as SubjectKey | null;
  return (key && namesFor(language)?.subjects[key]) || subject.title;
}

/** A mindset's name in the given app language (questions carry its title only); an unknown one keeps the server's title. */
export function catalogMindsetName(language: string, mindset: { type?: string; title: string }): string {
  const key = mindsetNameKey(mindset) as MindsetKey | null;
  return (key && namesFor(language)?.mindsets[key]) || mindset.title;
}
