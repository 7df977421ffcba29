import { describe, expect, it } from 'vitest';
import { previewCsv, rowErrors } from './csvPreview';
import { validateAccount, validateAdjust, validateExpert } from './adminValidation';

describe('validateExpert', () => {
  const ok = { email: 'new@test.test', name: 'Nora', password: 'long-enough', subjectIds: [5] };
  it('accepts an email, a name, a password of 8+ and a subject', () => {
    expect(validateExpert(ok)).toEqual({});
  });
  it('names each bad field', () => {
    expect(validateExpert({ email: 'nope', name: ' ', password: 'short', subjectIds: [] })).toEqual({
      email: 'admin.errors.email',
      name: 'admin.errors.name',
      password: 'admin.errors.password',
      subjects: 'admin.errors.subjects',
    });
  });
});

describe('validateAccount', () => {
  const base = { kind: 'preset' as const, email: 'kid@test.test', loginId: '', name: '', password: '', sessions: 0 };
  it('accepts a preset account without a password and a User-ID account', () => {
    expect(validateAccount(base)).toEqual({});
    expect(validateAccount({ ...base, kind: 'userId', loginId: 'kid-42', password: 'kid-pass-1', sessions: 3 })).toEqual({});
  });
  it('refuses a bad email, a bad User ID, a short password and bad session counts', () => {
    expect(validateAccount({ ...base, email: 'nope' }).email).toBe('admin.errors.email');
    expect(validateAccount({ ...base, kind: 'userId', loginId: 'a b' }).loginId).toBe('admin.errors.loginId');
    expect(validateAccount({ ...base, kind: 'userId', loginId: '' }).loginId).toBe('admin.errors.loginId');
    expect(validateAccount({ ...base, password: 'short' }).password).toBe('admin.errors.password');
    expect(validateAccount({ ...base, sessions: 20_000 }).sessions).toBe('admin.errors.sessions');
  });
});

describe('validateAdjust', () => {
  it('accepts a grant and a removal within the balance', () => {
    expect(validateAdjust({ direction: 'grant', amount: 3, reason: 'Goodwill' }, 0)).toEqual({});
    expect(validateAdjust({ direction: 'remove', amount: 2, reason: 'Mistake' }, 2)).toEqual({});
  });
  it('refuses zero, fractions, too much, removals below zero and a missing reason', () => {
    expect(validateAdjust({ direction: 'grant', amount: 0, reason: 'x' }, 0).amount).toBe('admin.errors.amount');
    expect(validateAdjust({ direction: 'grant', amount: 1.5, reason: 'x' }, 0).amount).toBe('admin.errors.amount');
    expect(validateAdjust({ direction: 'grant', amount: 5000, reason: 'x' }, 0).amount).toBe('admin.errors.amount');
    expect(validateAdjust({ direction: 'remove', amount: 3, reason: 'x' }, 2).amount).toBe('admin.errors.belowZero');
    expect(validateAdjust({ direction: 'grant', amount: 1, reason: '  ' }, 0).reason).toBe('admin.errors.reason');
  });
});

describe('previewCsv', () => {
  it('reads the header and numbered rows like the server, with quotes and blank lines', () => {
    const preview = previewCsv('Email,Name,Sessions\r\n"a@test.test","Doe, Ann",3\n\nb@test.test,Bob,\n');
    expect(preview.header).toEqual(['email', 'name', 'sessions']);
    expect(preview.rows).toEqual([
      { row: 1, record: { email: 'a@test.test', name: 'Doe, Ann', sessions: '3' } },
      { row: 2, record: { email: 'b@test.test', name: 'Bob', sessions: '' } },
    ]);
  });
  it('groups server errors by row', () => {
    const byRow = rowErrors({ 'row.2.email': 'bad email', 'row.2.password': 'too short', csv: 'no accounts' });
    expect(byRow.get(2)).toEqual(['email: bad email', 'password: too short']);
    expect(byRow.get(0)).toEqual(['no accounts']);
  });
  it('names a field as the CSV header does, though the client camelized the key', () => {
    expect(rowErrors({ 'row.3.orderNumber': 'already imported' }).get(3)).toEqual(['order_number: already imported']);
  });
});
