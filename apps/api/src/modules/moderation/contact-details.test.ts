import { describe, expect, it } from 'vitest';
import { CONTACT_MASK, type ContactKind, moderateText } from './contact-details';

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
