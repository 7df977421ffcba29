import { describe, expect, it } from 'vitest';
import { parseCsv } from '@photostudy/contracts';
import { presetCliInputs } from './preset-cli';

describe('preset accounts CLI input', () => {
  it('reads one account from flags', () => {
    expect(
      presetCliInputs(['add', '--email', 'a@school.test', '--sessions', '3', '--role', 'expert', '--password', 'long-password']),
    ).toEqual({
      inputs: [{ email: 'a@school.test', sessions: 3, role: 'expert', password: 'long-password' }],
    });
    expect(presetCliInputs(['add', '--id', 'kid-9', '--grade=-1'])).toEqual({ inputs: [{ id: 'kid-9', grade: -1 }] });
  });

  it('explains bad flags and bad values', () => {
    expect(presetCliInputs(['add', '--nope'])).toMatchObject({ error: expect.stringContaining('usage') });
    expect(presetCliInputs(['add', '--email', 'a@school.test', '--id', 'kid'])).toMatchObject({ error: expect.stringContaining('email') });
    expect(presetCliInputs(['add', '--email', 'a@school.test', '--password', 'short'])).toMatchObject({
      error: expect.stringContaining('password'),
    });
    expect(presetCliInputs([])).toMatchObject({ error: expect.stringContaining('usage') });
  });

  it('reads a CSV file with aliases and reports bad rows by number', () => {
    const files: Record<string, string> = {
      'good.csv': 'Email,User_ID,Name,Writing\nx@school.test,,"Doe, Jane",2\n\n,kid-7,,\n',
      'bad.csv': 'email,grade\nx@school.test,7\n',
    };
    expect(presetCliInputs(['import', 'good.csv'], (p) => files[p] ?? '')).toEqual({
      inputs: [{ email: 'x@school.test', name: 'Doe, Jane', writing_credits: 2 }, { id: 'kid-7' }],
    });
    expect(presetCliInputs(['import', 'bad.csv'], (p) => files[p] ?? '')).toEqual({ error: 'row.1.grade: unknown grade' });
  });

  it('parses quoted CSV fields', () => {
    expect(parseCsv('a,"b ""c""",d\r\n"multi\nline",,\n')).toEqual([
      ['a', 'b "c"', 'd'],
      ['multi\nline', '', ''],
    ]);
  });
});
