/** A piece of mixed text: plain text (rendered escaped) or a TeX formula. */
export type MathSegment = { kind: 'text'; value: string } | { kind: 'math'; value: string; isDisplay: boolean };

const DELIMITERS = [
  { open: '$$', close: '$$', isDisplay: true },
  { open: '\\[', close: '\\]', isDisplay: true },
  { open: '\\(', close: '\\)', isDisplay: false },
  { open: '$', close: '$', isDisplay: false },
] as const;

/**
 * Splits text into plain and math segments ($$..$$, \[..\], \(..\), $..$). `\$` is a literal dollar.
 * An opening delimiter without its closing one stays plain text, so stray dollars in prices are harmless.
 */
export function splitMath(input: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let text = '';
  let i = 0;
  const flushText = () => {
    if (text) segments.push({ kind: 'text', value: text });
    text = '';
  };
  while (i < input.length) {
    if (input.startsWith('\\$', i)) {
      text += '$';
      i += 2;
      continue;
    }
    const delimiter = DELIMITERS.find((d) => input.startsWith(d.open, i));
    if (delimiter) {
      const start = i + delimiter.open.length;
      const end = findClose(input, delimiter.close, start);
      if (end > start) {
        const value = input.slice(start, end);
        if (value.trim()) {
          flushText();
          segments.push({ kind: 'math', value, isDisplay: delimiter.isDisplay });
          i = end + delimiter.close.length;
          continue;
        }
      }
    }
    text += input[i];
    i += 1;
  }
  flushText();
  return segments;
}

function findClose(input: string, close: string, from: number): number {
  let j = from;
  while (j < input.length) {
    if (input[j] === '\\' && close === '$') {
      j += 2;
      continue;
    }
    if (input.startsWith(close, j)) return j;
    j += 1;
  }
  return -1;
}
