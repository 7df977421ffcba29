import { WRITING_SUBJECT } from '@photostudy/contracts';

/** The title under which my expert profile lists the Writing subject (the contracts' one Writing subject). */
export const WRITING_SUBJECT_TITLE: string = WRITING_SUBJECT.title;

/** True when my profile's subjects include Writing: the console then offers the Writing queue (the server checks too). */
export function isWriter(subjects: readonly string[]): boolean {
  return subjects.includes(WRITING_SUBJECT_TITLE);
}
