import { describe, expect, it } from 'vitest';
import { normaliseContactText } from './contact-normalise';

// The source behind normalised characters [start, end).
function sourceOf(text: string, start: number, end: number): string {
  const n = normaliseContactText(text);
  return text.slice(n.from[start] ?? 0, n.to[end - 1] ?? 0);
}

describe('normaliseContactText', () => {
  const cases: [string, string][] = [
    ['four one five five five five zero one three four', '4 1 5 5 5 5 0 1 3 4'],
    ['Four-One-Five', '4-1-5'],
    ['nine one seven oh one', '9 1 7 0 1'],
    ['oh I see', 'oh I see'],
    ['four one five double five triple nine', '4 1 5 55 999'],
    ['fouronefive', '415'],
    ['4one5 o134 O1', '415 0134 01'],
    ['twenty-three, twenty three, forty', '23, 23, 40'],
    ['cincuenta y cinco doce treinta y cuatro', '55 12 34'],
    ['veintidós, diecinueve, cero', '22, 19, 0'],
    ['one eight hundred', '1 800'],
    ['plus four four', '+4 4'],
    ['tres más cuatro', '3 más 4'],
    ['kid dot smith at gmail dot com', 'kid.smith@gmail.com'],
    ['kid punto smith arroba gmail punto com', 'kid.smith@gmail.com'],
    ['jane (at) gmail [dot] com', 'jane@gmail.com'],
    ['jane @ gmail . com', 'jane@gmail.com'],
    ['juan guion bajo perez', 'juan_perez'],
    ['kid underscore smith', 'kid_smith'],
    ['meet dot google dot com slash abc', 'meet.google.com/abc'],
    ['evaluate f at x = 2', 'evaluate f@x = 2'],
    ['on 03/04/2025 at 10:30', 'on 03/04/2025 at 10:30'],
    ['I solved it. Then I checked', 'I solved it. Then I checked'],
    ['the dot', 'the dot'],
  ];
  for (const [source, normalised] of cases) {
    it(`"${source}" -> "${normalised}"`, () => {
      expect(normaliseContactText(source).text).toBe(normalised);
    });
  }

  it('maps every normalised character back to the words it came from', () => {
    const text = 'mail kid dot smith at gmail now';
    const n = normaliseContactText(text);
    expect(n.text).toBe('mail kid.smith@gmail now');
    expect(sourceOf(text, 5, 20)).toBe('kid dot smith at gmail');
    expect(n.written.map((w) => (w ? 1 : 0)).join('')).toBe('000000001000001000000000');
    expect(sourceOf('call four one five now', 5, 10)).toBe('four one five');
    expect(sourceOf('cincuenta y cinco', 0, 2)).toBe('cincuenta y cinco');
  });

  it('keeps typed text character for character', () => {
    const text = 'Solve 2x + 5 = 17, então x = 6 🙂';
    const n = normaliseContactText(text);
    expect(n.text).toBe(text);
    expect(n.from.every((f, i) => f === i && n.to[i] === i + 1)).toBe(true);
  });
});
