import { describe, expect, it } from 'vitest';
import { splitMath } from './mathSegments';

describe('splitMath', () => {
  it('separates inline and display math from text', () => {
    expect(splitMath('Solve $x^2=4$ then $$y=1$$.')).toEqual([
      { kind: 'text', value: 'Solve ' },
      { kind: 'math', value: 'x^2=4', isDisplay: false },
      { kind: 'text', value: ' then ' },
      { kind: 'math', value: 'y=1', isDisplay: true },
      { kind: 'text', value: '.' },
    ]);
  });

  it('supports \\( \\) and \\[ \\] delimiters', () => {
    expect(splitMath('a \\(b\\) \\[c\\]')).toEqual([
      { kind: 'text', value: 'a ' },
      { kind: 'math', value: 'b', isDisplay: false },
      { kind: 'text', value: ' ' },
      { kind: 'math', value: 'c', isDisplay: true },
    ]);
  });

  it('keeps an unmatched dollar and escaped dollars as text', () => {
    expect(splitMath('It costs $5')).toEqual([{ kind: 'text', value: 'It costs $5' }]);
    expect(splitMath('\\$3 and \\$4')).toEqual([{ kind: 'text', value: '$3 and $4' }]);
  });
});
