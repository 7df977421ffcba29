import { describe, expect, it } from 'vitest';
import { mindsetNameKey, subjectNameKey } from './reference-data';

describe('catalogue name keys', () => {
  it('keys a reference subject by its id, the Writing one too, and by title alone when no id is known', () => {
    expect(subjectNameKey({ tid: 1, title: 'Algebra' })).toBe('1');
    expect(subjectNameKey({ tid: 100, title: 'Writing' })).toBe('100');
    expect(subjectNameKey({ title: 'Chemistry' })).toBe('5');
  });

  it('gives no key to a subject an operator added or renamed, so its server title is shown', () => {
    expect(subjectNameKey({ tid: 42, title: 'Astronomy' })).toBeNull();
    expect(subjectNameKey({ tid: 1, title: 'Algebra I' })).toBeNull();
    expect(subjectNameKey({ title: 'Astronomy' })).toBeNull();
  });

  it('keys a reference mindset by its type, by title alone for questions, and not an unknown one', () => {
    expect(mindsetNameKey({ type: 'stuck', title: 'I am stuck on a step' })).toBe('stuck');
    expect(mindsetNameKey({ title: 'I want to check my answer' })).toBe('check');
    expect(mindsetNameKey({ type: 'stuck', title: 'Help me' })).toBeNull();
    expect(mindsetNameKey({ title: '' })).toBeNull();
  });
});
