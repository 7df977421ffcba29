import { mindsetNameKey, subjectNameKey } from '@photostudy/contracts';
import type { TFunction } from 'i18next';

/**
 * A subject's name in the app's language, from the `catalog` texts by the reference subject's id; a subject the
 * reference data does not know (an operator's own or renamed one) keeps the server's title.
 */
export function subjectName(t: TFunction, subject: { tid?: number; title: string }): string {
  const key = subjectNameKey(subject);
  return key ? t(`catalog.subjects.${key}`, { defaultValue: subject.title }) : subject.title;
}

/** A mindset's name in the app's language, by its type (questions carry the title only); an unknown one keeps the server's title. */
export function mindsetName(t: TFunction, mindset: { type?: string; title: string }): string {
  const key = mindsetNameKey(mindset);
  return key ? t(`catalog.mindsets.${key}`, { defaultValue: mindset.title }) : mindset.title;
}
