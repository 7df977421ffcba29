import { CHANNELS, FEATURES } from '@photostudy/contracts';
import { DEMO_RESERVATION } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../testing/engine-test-app';
import { createStoreTestApp, type StoreTestApp } from '../../testing/store-fixtures';
import { LedgerService } from '../ledger/ledger.service';

const ledger = new LedgerService();

describe(`store: reservations (${testDatabaseKind()})`, () => {
  let s: StoreTestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    s = await createStoreTestApp();
    admin = await s.t.admin();
  });
  afterAll(async () => s.t.close());

  const claim = (who: TestAccount, orderNumber: string) =>
    s.t.app.inject({ method: 'POST', url: '/api/reservation-claims', headers: who.headers, payload: { order_number: orderNumber } });
  const importing = (payload: Record<string, unknown>) =>
    s.t.app.inject({ method: 'POST', url: '/api/admin/reservations', headers: admin.headers, payload });
  const list = async () =>
    (await s.t.app.inject({ method: 'GET', url: '/api/admin/reservations', headers: admin.headers })).json().reservations;

  it('imports order numbers from CSV and lists them', async () => {
    const res = await importing({ csv: 'order_number,product_id\nORD-100,sessions_5\r\nord-101 , writing_3\n\n' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 2 });
    const rows = await list();
    expect(rows).toEqual(
      expect.arrayContaining([
        { order_number: 'ORD-100', product_id: 'sessions_5', claimed_by: null, claimed_at: null, created: expect.any(Number) },
        { order_number: 'ORD-101', product_id: 'writing_3', claimed_by: null, claimed_at: null, created: expect.any(Number) },
      ]),
    );
  });

  it('imports a JSON list too', async () => {
    const res = await importing({ reservations: [{ order_number: 'ORD-200', product_id: 'sessions_1' }] });
    expect(res.json()).toEqual({ imported: 1 });
  });

  it('refuses the whole file when one row is bad, naming the row', async () => {
    const unknown = await importing({ csv: 'order_number,product_id\nORD-300,sessions_1\nORD-301,no_such_pack\n' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_PACKAGE', fields: { 'row.2.product_id': 'unknown package no_such_pack' } });
    const missing = await importing({ csv: 'order_number,product_id\nORD-302,sessions_1\n,sessions_1\n' });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'row.2.order_number': expect.any(String) } });
    const twice = await importing({ csv: 'order_number,product_id\nORD-303,sessions_1\nord-303,sessions_5\n' });
    expect(twice.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'row.2.order_number': 'appears twice in this import' } });
    const exists = await importing({ csv: 'order_number,product_id\nORD-304,sessions_1\nORD-100,sessions_1\n' });
    expect(exists.statusCode).toBe(409);
    expect(exists.json()).toMatchObject({ code: 'RESERVATION_EXISTS', fields: { 'row.2.order_number': 'ORD-100 is already imported' } });
    const listExists = await importing({ reservations: [{ order_number: 'ORD-200', product_id: 'sessions_1' }] });
    expect(listExists.json()).toMatchObject({ code: 'RESERVATION_EXISTS', fields: { 'reservations.0.order_number': expect.any(String) } });
    const numbers = (await list()).map((r: { order_number: string }) => r.order_number);
    for (const n of ['ORD-300', 'ORD-302', 'ORD-303', 'ORD-304']) expect(numbers).not.toContain(n);
    expect((await importing({ csv: 'order_number,product_id\n' })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("grants the reservation's package once through the ledger", async () => {
    await importing({ csv: 'order_number,product_id\nORD-400,sessions_5\n' });
    const student = await s.t.student({ balance: 0 });
    const res = await claim(student, ' ord-400 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ product_id: 'sessions_5', sessions: 5, writing_credits: 0 });
    expect(await ledger.balance(s.t.db, student.id)).toEqual({ sessionCount: 5, creditCount: 0 });
    const [row] = await ledger.entries(s.t.db, student.id);
    expect(row).toMatchObject({ reason: 'reservation', delta: 5, note: 'order number ORD-400' });
    expect(s.t.publisher.on(CHANNELS.privateStudent(student.id), 'balanceUpdated')).toEqual([
      { balance: { session_count: 5, credit_count: 0 } },
    ]);
    const second = await claim(student, 'ORD-400');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'RESERVATION_ALREADY_CLAIMED', message: 'This order number has already been redeemed.' });
    const other = await s.t.student({ balance: 0 });
    expect((await claim(other, 'ORD-400')).json().code).toBe('RESERVATION_ALREADY_CLAIMED');
    expect(await ledger.balance(s.t.db, student.id)).toEqual({ sessionCount: 5, creditCount: 0 });
    expect((await list()).find((r: { order_number: string }) => r.order_number === 'ORD-400')).toMatchObject({ claimed_by: student.id });
  });

  it('grants a reservation once when many students claim it at the same time', async () => {
    await importing({ csv: 'order_number,product_id\nORD-500,writing_3\n' });
    const students = await Promise.all(Array.from({ length: 6 }, () => s.t.student({ balance: 0 })));
    const results = await Promise.all([...students, ...students].map((who) => claim(who, 'ORD-500')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
      new Set(['RESERVATION_ALREADY_CLAIMED']),
    );
    const credits = await Promise.all(students.map((who) => ledger.balance(s.t.db, who.id)));
    expect(credits.reduce((n, b) => n + b.creditCount, 0)).toBe(3);
  });

  it('answers RESERVATION_NOT_FOUND for an unknown number, and refuses Trio-program students', async () => {
    const student = await s.t.student({ balance: 0 });
    const res = await claim(student, 'NOPE-1');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('RESERVATION_NOT_FOUND');
    const trio = await s.t.student({ balance: 0, features: [FEATURES.STEM_SUBJECT, FEATURES.TRIO_PROGRAM] });
    expect((await claim(trio, DEMO_RESERVATION.orderNumber)).json().code).toBe('PURCHASE_NOT_ALLOWED');
  });

  it("lets a User-ID (child) account redeem its administrator's order number", async () => {
    const child = await s.t.student({ balance: 0, authType: 'user_id' });
    const res = await claim(child, DEMO_RESERVATION.orderNumber);
    expect(res.json()).toEqual({ product_id: DEMO_RESERVATION.productId, sessions: 5, writing_credits: 0 });
  });
});
