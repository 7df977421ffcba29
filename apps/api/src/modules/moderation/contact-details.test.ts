import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_CORPUS, CONTACT_HOLDOUT } from './contact-corpus';
import { CONTACT_MASK, type ContactKind, isCleanUnderBothRules, moderateText } from './contact-details';

function kinds(text: string, strict = false): ContactKind[] {
  return moderateText(text, { strict }).findings.map((f) => f.kind);
}

describe('contact details: masked for every account', () => {
  const cases: [string, ContactKind, string][] = [
    ['email me at jane.doe+hw@gmail.com please', 'email', 'jane.doe+hw@gmail.com'],
    ['JANE_DOE@School.EDU', 'email', 'JANE_DOE@School.EDU'],
    ['write to jane (at) gmail (dot) com', 'email', 'jane (at) gmail (dot) com'],
    ['jane [at] yahoo.com', 'email', 'jane [at] yahoo.com'],
    ['jane at outlook dot com', 'email', 'jane at outlook dot com'],
    ['jane @ gmail . com', 'email', 'jane @ gmail . com'],
    ['my mail is jane123 at gmail', 'email', 'jane123 at gmail'],
    ['call 555-123-4567 now', 'phone', '555-123-4567'],
    ['(555) 123-4567', 'phone', '(555) 123-4567'],
    ['+1 (555) 123 4567', 'phone', '+1 (555) 123 4567'],
    ['text 5551234567', 'phone', '5551234567'],
    ['+44 20 7946 0958 is my number', 'phone', '+44 20 7946 0958'],
    ['555.123.4567', 'phone', '555.123.4567'],
    ['join https://us02web.zoom.us/j/81234567890?pwd=abc', 'meeting_link', 'https://us02web.zoom.us/j/81234567890?pwd=abc'],
    ['zoom.us/j/123456789', 'meeting_link', 'zoom.us/j/123456789'],
    ['meet.google.com/abc-defg-hij', 'meeting_link', 'meet.google.com/abc-defg-hij'],
    ['https://teams.microsoft.com/l/meetup-join/19%3ameeting', 'meeting_link', 'https://teams.microsoft.com/l/meetup-join/19%3ameeting'],
    ['discord.gg/abcdef', 'meeting_link', 'discord.gg/abcdef'],
    ['https://wa.me/15551234567', 'meeting_link', 'https://wa.me/15551234567'],
    ['t.me/janedoe', 'meeting_link', 't.me/janedoe'],
    ['https://join.skype.com/invite/xyz', 'meeting_link', 'https://join.skype.com/invite/xyz'],
    ['chat.whatsapp.com/Invite123', 'meeting_link', 'chat.whatsapp.com/Invite123'],
    ['zoom meeting id: 812 3456 7890', 'meeting_link', 'zoom meeting id: 812 3456 7890'],
    ['instagram.com/jane.doe', 'social_handle', 'instagram.com/jane.doe'],
    ['https://www.facebook.com/jane', 'social_handle', 'https://www.facebook.com/jane'],
    ['follow @jane_doe99 for more', 'social_handle', '@jane_doe99'],
    ['insta: jane.doe', 'social_handle', 'insta: jane.doe'],
    ['ig: jane.doe', 'social_handle', 'ig: jane.doe'],
    ['snapchat @janed', 'social_handle', 'snapchat @janed'],
    ['my discord is jane#1234', 'social_handle', 'my discord is jane#1234'],
    ['discord username jane_d', 'social_handle', 'discord username jane_d'],
    ['add me on snap janed', 'social_handle', 'add me on snap janed'],
    ['text me on whatsapp', 'social_handle', 'text me on whatsapp'],
  ];

  for (const [text, kind, excerpt] of cases) {
    it(`masks ${kind} in "${text}"`, () => {
      const result = moderateText(text, { strict: false });
      expect(result.findings.map((f) => f.kind)).toContain(kind);
      expect(result.findings.map((f) => f.excerpt)).toContain(excerpt);
      expect(result.text).toContain(CONTACT_MASK);
      expect(result.text).not.toContain(excerpt);
    });
  }

  it('keeps the rest of the sentence and reports every finding', () => {
    const result = moderateText('Thanks! email a@b.co or call 555-123-4567, see you', { strict: false });
    expect(result.text).toBe(`Thanks! email ${CONTACT_MASK} or call ${CONTACT_MASK}, see you`);
    expect(result.findings).toEqual([
      { kind: 'email', excerpt: 'a@b.co' },
      { kind: 'phone', excerpt: '555-123-4567' },
    ]);
  });
});

describe('contact details: ordinary homework stays untouched', () => {
  const clean = [
    'Solve for x: 2x + 5 = 17',
    'So 2x = 12, then x = 6.',
    'Use $n = \\frac{m}{M}$ with M = 18 g/mol, so n = 2.',
    'The derivative is $2x\\sin x + x^2\\cos x$.',
    'Avogadro: 6.022 x 10^23 particles',
    'pi is about 3.14159265',
    'the points are (1, 2), (3, 4) and (5, 6)',
    'The slope of the line is 3/4 and the line is parallel to y = 2x.',
    'Our teams scored 12 and 15 points.',
    'Look at khanacademy.org for more practice',
    'Between 1990 and 2000 the population grew by 15%.',
    'A = [[1, 2, 3], [4, 5, 6]]',
    'Balance: 2H2 + O2 -> 2H2O',
    'The total is $1,234,567.89',
    'Meet me at the answer: x = 4',
    'sin(30) = 0.5 and cos(60) = 0.5',
    'dates: 2024-01-15',
    'the sequence 1 2 3 4 5 6 7 8 9 10',
    'f(x) = 3x^2 - 12x + 9',
    'I will zoom in on the graph',
  ];
  for (const text of clean) {
    it(`leaves "${text}"`, () => {
      expect(moderateText(text, { strict: false })).toEqual({ text, findings: [] });
    });
  }
});

describe('contact details: stricter for User-ID (child) accounts', () => {
  it('masks every URL, bare domains included', () => {
    expect(kinds('see https://example.com/page', true)).toEqual(['url']);
    expect(kinds('go to www.mysite.net', true)).toEqual(['url']);
    expect(kinds('Look at khanacademy.org for more practice', true)).toEqual(['url']);
    expect(kinds('Look at khanacademy.org for more practice', false)).toEqual([]);
  });

  it('masks any long digit run, with or without separators', () => {
    expect(kinds('my number is 555 1234', true)).toEqual(['digits']);
    expect(kinds('my number is 555 1234', false)).toEqual([]);
    expect(kinds('5551234', true)).toEqual(['digits']);
    expect(kinds('1-2-3-4-5-6-7', true)).toEqual(['digits']);
  });

  it('still leaves short numbers and plain math alone', () => {
    expect(kinds('Solve for x: 2x + 5 = 17', true)).toEqual([]);
    expect(kinds('x = 123456', true)).toEqual([]);
    expect(kinds('f(x) = 3x^2 - 12x + 9', true)).toEqual([]);
  });

  it('masks the same contact details as for everyone', () => {
    expect(kinds('jane@gmail.com', true)).toEqual(['email']);
    expect(kinds('discord.gg/abc', true)).toEqual(['meeting_link']);
    expect(kinds('call 555-123-4567', true)).toEqual(['phone']);
  });
});

describe('contact details: written out as a person would', () => {
  // [text, kind, the excerpt masked in the original]
  const cases: [string, ContactKind, string][] = [
    ['four one five five five five zero one three four', 'phone', 'four one five five five five zero one three four'],
    ['call four one five, five five five, oh one three four ok', 'phone', 'four one five, five five five, oh one three four'],
    ['FOUR-ONE-FIVE-FIVE-FIVE-FIVE-ZERO-ONE-THREE-FOUR', 'phone', 'FOUR-ONE-FIVE-FIVE-FIVE-FIVE-ZERO-ONE-THREE-FOUR'],
    ['four one five triple five zero one three four', 'phone', 'four one five triple five zero one three four'],
    ['fouronefive fivefivefive zeroonethreefour', 'phone', 'fouronefive fivefivefive zeroonethreefour'],
    ['415 five five five 0134', 'phone', '415 five five five 0134'],
    ['my # is 415 555 o134', 'phone', '415 555 o134'],
    ['4 1 5 5 5 5 0 1 3 4', 'phone', '4 1 5 5 5 5 0 1 3 4'],
    [
      'mi número es cinco cinco uno dos tres cuatro cinco seis siete ocho',
      'phone',
      'cinco cinco uno dos tres cuatro cinco seis siete ocho',
    ],
    [
      'cincuenta y cinco doce treinta y cuatro cincuenta y seis setenta y ocho',
      'phone',
      'cincuenta y cinco doce treinta y cuatro cincuenta y seis setenta y ocho',
    ],
    ['llámame: seis uno dos tres cuatro cinco seis siete ocho', 'phone', 'seis uno dos tres cuatro cinco seis siete ocho'],
    [
      'más cinco dos cinco cinco uno dos tres cuatro cinco seis siete ocho',
      'phone',
      'más cinco dos cinco cinco uno dos tres cuatro cinco seis siete ocho',
    ],
    ['mi móvil 612 34 56 78', 'phone', '612 34 56 78'],
    ['mon portable 06 12 34 56 78', 'phone', '06 12 34 56 78'],
    ['+52 1 55 1234 5678', 'phone', '+52 1 55 1234 5678'],
    ['kid dot smith at gmail', 'email', 'kid dot smith at gmail'],
    ['write kid dot smith at gmail dot com thanks', 'email', 'kid dot smith at gmail dot com'],
    ['kid punto smith arroba gmail punto com', 'email', 'kid punto smith arroba gmail punto com'],
    ['mi correo es ana arroba gmail', 'email', 'ana arroba gmail'],
    ['juan guion bajo perez arroba hotmail punto com', 'email', 'juan guion bajo perez arroba hotmail punto com'],
    ['kid . smith @ gmail . com', 'email', 'kid . smith @ gmail . com'],
    ['kidsmith at gmail.com', 'email', 'kidsmith at gmail.com'],
    ['meet dot google dot com slash abc', 'meeting_link', 'meet dot google dot com slash abc'],
    ['my ig is kid.smith', 'social_handle', 'my ig is kid.smith'],
    ['hmu on insta kid_smith', 'social_handle', 'hmu on insta kid_smith'],
    ['whatsapp me', 'social_handle', 'whatsapp me'],
    ['búscame en snap como kidsmith', 'social_handle', 'búscame en snap como kidsmith'],
    ['dame tu whatsapp y te explico', 'social_handle', 'dame tu whatsapp'],
    ['gamertag: KidSmith05', 'social_handle', 'gamertag: KidSmith05'],
  ];
  for (const [text, kind, excerpt] of cases) {
    it(`masks ${kind} in "${text}"`, () => {
      for (const strict of [false, true]) {
        const result = moderateText(text, { strict });
        expect(result.findings).toContainEqual({ kind, excerpt });
        expect(result.text).toBe(text.replace(excerpt, CONTACT_MASK));
      }
    });
  }

  it('masks only the contact detail and reports findings in the order of the rules', () => {
    const text = 'ok, kid dot smith at gmail dot com or four one five five five five zero one three four. thanks';
    expect(moderateText(text, { strict: false })).toEqual({
      text: `ok, ${CONTACT_MASK} or ${CONTACT_MASK}. thanks`,
      findings: [
        { kind: 'email', excerpt: 'kid dot smith at gmail dot com' },
        { kind: 'phone', excerpt: 'four one five five five five zero one three four' },
      ],
    });
  });

  it('finds a phone number hidden in a longer run of digits', () => {
    expect(moderateText('1111111111 415-555-0134', { strict: false })).toEqual({
      text: `1111111111 ${CONTACT_MASK}`,
      findings: [{ kind: 'phone', excerpt: '415-555-0134' }],
    });
    expect(kinds('1111111111 415-555-0134', true)).toEqual(['phone', 'digits']);
  });

  it('for children, also masks 7+ digits written out and written-out links', () => {
    expect(kinds('my code is five five five one two three four', true)).toEqual(['digits']);
    expect(kinds('my code is five five five one two three four', false)).toEqual([]);
    expect(kinds('go to khanacademy dot org', true)).toEqual(['url']);
    expect(kinds('go to khanacademy dot org', false)).toEqual([]);
  });
});

describe('contact details: written numbers and words in homework stay untouched', () => {
  const clean = [
    'x at 5 dot product',
    'the dot product of u and v is 12',
    'I found it at yahoo answers',
    'look at the gmail of the problem',
    'one, two, three, four, five, six, seven, eight, nine, ten',
    'nine eight seven six five four three two one zero',
    'count by twos: two four six eight ten twelve fourteen sixteen',
    'seven times eight equals fifty six',
    'ocho por nueve es setenta y dos',
    'the dot com bubble burst in 2000',
    '1234567 * 89 = 109876463',
    '2^32 = 4294967296',
    'binary 1101 0011 1010',
    'the number 1234567890 has ten digits',
    'speed of light is 299 792 458 m/s',
    'e = 1.602 176 634 × 10^-19 C',
    'arr = [5, 3, 8, 1, 9, 2, 7, 4, 6, 0]',
    'the code 4 8 15 16 23 42',
    'primes 2 3 5 7 11 13 17 19 23 29',
    'on 03/04/2025 at 10:30',
    'talk on the phone about it',
  ];
  for (const text of clean) {
    it(`leaves "${text}"`, () => {
      expect(moderateText(text, { strict: false })).toEqual({ text, findings: [] });
    });
  }
});

describe('contact details: any input', () => {
  const pieces = fc.constantFrom(
    ' ',
    ', ',
    '.',
    '@',
    ' at ',
    ' dot ',
    'five',
    'oh',
    'cinco',
    'y',
    'twenty',
    'double',
    '+',
    '(',
    ')',
    '-',
    '/',
    '415',
    '555',
    '0134',
    '1',
    'gmail',
    'com',
    'kid',
    'snap',
    'add me on',
    'zoom.us/j/1',
    'www.',
    '\uFFFC',
    'é',
    '𝑥',
  );
  const texts = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.array(pieces, { maxLength: 40 }).map((p) => p.join('')),
  );

  it('never throws, masks whole spans of the input and reports them as excerpts', () => {
    fc.assert(
      fc.property(texts, fc.boolean(), (text, strict) => {
        const result = moderateText(text, { strict });
        for (const f of result.findings) expect(text).toContain(f.excerpt.slice(0, 200));
        // Unmasking: the pieces between masks are the input's, in order.
        const kept = result.text.split(CONTACT_MASK);
        let from = 0;
        for (const piece of kept) {
          const at = text.indexOf(piece, from);
          expect(at).toBeGreaterThanOrEqual(0);
          from = at + piece.length;
        }
      }),
      { numRuns: 400 },
    );
  });

  it('finds nothing under the adult rule in a text the child rule leaves alone (isCleanUnderBothRules checks one)', () => {
    const agrees = (text: string) => {
      const clean = isCleanUnderBothRules(text);
      expect(clean).toBe(kinds(text, true).length === 0 && kinds(text, false).length === 0);
    };
    for (const line of [...CONTACT_CORPUS, ...CONTACT_HOLDOUT]) agrees(line.text);
    fc.assert(fc.property(texts, agrees), { numRuns: 2_000 });
  });
});
