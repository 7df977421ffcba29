import { CHANNELS, ERRORS, PARENTS_OFFER_DEFAULT_SESSIONS } from '@photostudy/contracts';
import { accounts, parentsOffers } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../core/clock';
import { bearer, tokensFor } from '../../testing/auth-sessions';
import { askFields, createEngineTestApp, type EngineTestApp, multipart, type TestAccount } from '../../testing/engine-test-app';
import { LedgerService } from '../ledger/ledger.service';
import { normalizeParentPhone } from './parents-phone';

const ledger = new LedgerService();

describe('parent phone numbers', () => {
  it('keeps ten digits behind +1, whatever the spaces, dashes, parentheses or leading +1/1', () => {
    for (const raw of ['5551234567', '(555) 123-4567', '555-123-4567', '+1 555 123 4567', '1-555-123-4567', ' +1(555)1234567 '])
      expect(normalizeParentPhone(raw)).toBe('+15551234567');
  });

  it('refuses anything else with the spec text', () => {
    for (const raw of ['', '555123456', '55512345678', '+44 20 7946 0958', '555.123.4567', '555-123-456a', '+2 555 123 4567'])
      expect(() => normalizeParentPhone(raw), raw).toThrow(ERRORS.INVALID_PHONE.message);
  });
});

describe(`parents' offers (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let clock: FakeClock;
  let admin: TestAccount;
  beforeAll(async () => {
    clock = new FakeClock(new Date('2027-05-03T10:00:00Z'));
    t = await createEngineTestApp({ PUBLIC_URL: 'https://app.test' }, { clock });
    admin = await t.admin();
  });
  afterAll(async () => t.close());

  const create = (payload: Record<string, unknown>, who: TestAccount | null = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/parents-offers', headers: who?.headers ?? {}, payload });
  const view = (code: string, language = 'en') =>
    t.app.inject({ method: 'GET', url: `/api/parents-opting/${code}`, headers: { 'accept-language': language } });
  const answer = (code: string, payload: Record<string, unknown>, language = 'en') =>
    t.app.inject({ method: 'PUT', url: `/api/parents-opting/${code}`, headers: { 'accept-language': language }, payload });
  const outbox = async (to: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?to=${encodeURIComponent(to)}` })).json().messages as { body: string }[];
  const sessions = async (who: TestAccount) => (await ledger.balance(t.db, who.id)).sessionCount;
  const named = async (name: string, balance = 0) => {
    const who = await t.student({ balance });
    await t.db.update(accounts).set({ name }).where(eq(accounts.id, who.id));
    return who;
  };
  const offerFor = async (who: TestAccount, payload: Record<string, unknown> = {}) => {
    const res = await create({ uid: who.id, sessions: 3, ...payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; code: string; url: string; phone: string | null; type: string };
  };

  it('lets an admin offer sessions to a student and texts the parent the link', async () => {
    const student = await named('Lucía Gómez');
    const res = await create({ uid: student.id, sessions: 3, phone: '(555) 200-0001' });
    expect(res.statusCode).toBe(200);
    const offer = res.json();
    expect(offer).toMatchObject({
      uid: student.id,
      student: 'Lucía Gómez',
      sessions: 3,
      type: 'optin',
      origin: 'admin',
      phone: '+15552000001',
    });
    // 256 random bits, base64url.
    expect(offer.code).toMatch(/^[\w-]{43}$/);
    expect(offer.url).toBe(`https://app.test/parents-opting/${offer.code}`);
    const texts = await outbox('+15552000001');
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toBe(`PhotoStudy: Lucía can get 3 free tutoring sessions. Accept here: ${offer.url}`);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/parents-offers', headers: admin.headers });
    expect(list.json().offers[0]).toMatchObject({ id: offer.id, code: offer.code });
  });

  it('refuses other callers, other roles, unknown students and bad phones', async () => {
    const student = await t.student();
    const expert = await t.expert();
    expect((await create({ uid: student.id, sessions: 2 }, student)).statusCode).toBe(403);
    expect((await create({ uid: student.id, sessions: 2 }, null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/parents-offers', headers: student.headers })).statusCode).toBe(403);
    expect((await create({ uid: expert.id, sessions: 2 })).json().code).toBe('NOT_FOUND');
    expect((await create({ uid: 999_999, sessions: 2 })).statusCode).toBe(404);
    const badPhone = await create({ uid: student.id, sessions: 2, phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toMatchObject({
      code: 'INVALID_PHONE',
      message: 'You have entered an invalid phone number. Please try again.',
    });
    expect((await create({ uid: student.id, sessions: 0 })).statusCode).toBe(400);
  });

  it("shows the offer in the caller's language, with the child's first name or 'your child'", async () => {
    const student = await named('Lucía Gómez');
    const { code } = await offerFor(student);
    const en = await view(code, 'en-US,en;q=0.9');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({
      type: 'optin',
      title: 'A gift of free sessions',
      body: [
        'We would like to give Lucía 3 free tutoring sessions on PhotoStudy, with live experts in math, science and business.',
        'Enter your phone number and accept to add them to the account.',
      ],
      sub_body: 'We will text you a confirmation. Message and data rates may apply.',
      phone: null,
      accepted: null,
    });
    const es = await view(code, 'es-MX,es;q=0.9,en;q=0.8');
    expect(es.json()).toMatchObject({ type: 'optin', title: 'Un regalo de sesiones gratis', accepted: null });
    expect(es.json().body[0]).toBe(
      'Queremos regalar a Lucía 3 sesiones de tutoría gratis en PhotoStudy, con expertos en vivo de matemáticas, ciencias y negocios.',
    );
    const child = await t.student({ authType: 'user_id', balance: 0 });
    const childOffer = await offerFor(child, { sessions: 1 });
    expect((await view(childOffer.code)).json().body[0]).toContain('give your child 1 free tutoring session on');
    expect((await view(childOffer.code, 'es')).json().body[0]).toContain('regalar a tu hijo o hija 1 sesión de tutoría gratis');
  });

  it('refuses an acceptance without a valid phone and grants nothing', async () => {
    const student = await t.student({ balance: 1 });
    const { code } = await offerFor(student);
    for (const phone of [undefined, '', '555-1234', 'call me']) {
      const res = await answer(code, { accepted: true, ...(phone === undefined ? {} : { phone }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_PHONE');
    }
    expect(await sessions(student)).toBe(1);
    expect((await view(code)).json().type).toBe('optin');
  });

  it('grants the sessions once on acceptance, tells the open app, texts a confirmation, and answers 409 after', async () => {
    const student = await named('Sam Parker', 1);
    const { code, id } = await offerFor(student, { sessions: 4 });
    const res = await answer(code, { accepted: true, phone: '555 200 0002' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      type: 'accepted',
      title: 'Thank you!',
      body: ["4 free tutoring sessions were added to Sam's account."],
      sub_body: 'You can close this page.',
      phone: '+15552000002',
      accepted: true,
    });
    expect(await sessions(student)).toBe(5);
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'balanceUpdated')).toEqual([
      { balance: { session_count: 5, credit_count: 0 } },
    ]);
    expect((await outbox('+15552000002')).map((m) => m.body)).toEqual([
      "PhotoStudy: thank you! 4 free tutoring sessions were added to Sam's account.",
    ]);
    const again = await answer(code, { accepted: true, phone: '5552000002' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PARENTS_OFFER_ANSWERED');
    expect((await answer(code, { accepted: false })).statusCode).toBe(409);
    expect(await sessions(student)).toBe(5);
    const entries = await ledger.entries(t.db, student.id);
    expect(entries.filter((e) => e.note === `parents offer ${id}`)).toMatchObject([{ kind: 'session', delta: 4, reason: 'grant' }]);
    expect((await view(code, 'es')).json()).toMatchObject({ type: 'accepted', title: '¡Gracias!', accepted: true, phone: '+15552000002' });
  });

  it('gives one grant to two concurrent acceptances: one 200, one 409', async () => {
    const student = await t.student({ balance: 0 });
    const { code } = await offerFor(student, { sessions: 2 });
    const results = await Promise.all([
      answer(code, { accepted: true, phone: '5552000003' }),
      answer(code, { accepted: true, phone: '5552000004' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await sessions(student)).toBe(2);
  });

  it('records a refusal and grants nothing', async () => {
    const student = await t.student({ balance: 0 });
    const { code } = await offerFor(student);
    const res = await answer(code, { accepted: false }, 'es');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'refused',
      title: 'Sin problema',
      accepted: false,
      body: ['Rechazaste la oferta. Nada cambia en la cuenta.'],
    });
    expect((await view(code)).json()).toMatchObject({ type: 'refused', title: 'No problem', accepted: false });
    expect(await sessions(student)).toBe(0);
  });

  it('answers 404 to an unknown code', async () => {
    const code = 'x'.repeat(43);
    for (const res of [
      await view(code),
      await answer(code, { accepted: true, phone: '5552000005' }),
      await answer(code, { accepted: false }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PARENTS_OFFER_NOT_FOUND');
    }
  });

  it('offers the default sessions when a User-ID account runs out, once while open, not again within 7 days of an answer', async () => {
    let child = await t.student({ authType: 'user_id', balance: 0 });
    await t.db.update(accounts).set({ phoneNumber: '555-300-0001' }).where(eq(accounts.id, child.id));
    const ask = () => {
      const body = multipart(askFields());
      return t.app.inject({ method: 'POST', url: '/api/questions', headers: { ...child.headers, ...body.headers }, payload: body.payload });
    };
    const offersOf = () => t.db.select().from(parentsOffers).where(eq(parentsOffers.accountId, child.id));

    const refused = await ask();
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe(30402);
    const [offer, ...others] = await offersOf();
    expect(others).toEqual([]);
    expect(offer).toMatchObject({
      origin: 'out_of_sessions',
      sessions: PARENTS_OFFER_DEFAULT_SESSIONS,
      state: 'optin',
      phone: '+15553000001',
    });
    const texts = await outbox('+15553000001');
    expect(texts.map((m) => m.body)).toEqual([
      `PhotoStudy: Your child can get ${PARENTS_OFFER_DEFAULT_SESSIONS} free tutoring sessions. Accept here: https://app.test/parents-opting/${offer?.code}`,
    ]);

    // Two more refusals, one of them racing: still one open offer, texted once.
    await Promise.all([ask(), ask()]);
    expect(await offersOf()).toHaveLength(1);
    expect(await outbox('+15553000001')).toHaveLength(1);

    // Refused by the parent: no new offer for 7 days.
    expect((await answer(offer?.code ?? '', { accepted: false })).statusCode).toBe(200);
    expect((await ask()).json().code).toBe(30402);
    expect(await offersOf()).toHaveLength(1);

    clock.advance(8 * 24 * 3600);
    child = { id: child.id, headers: bearer((await tokensFor(t.app, t.db, child.id)).access_token) };
    expect((await ask()).json().code).toBe(30402);
    const after = await offersOf();
    expect(after).toHaveLength(2);
    expect(after.filter((o) => o.state === 'optin')).toHaveLength(1);
  });

  it('makes no offer for an ordinary student out of sessions (30400)', async () => {
    const student = await t.student({ balance: 0 });
    const body = multipart(askFields());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { ...student.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.json().code).toBe(30400);
    expect(await t.db.select().from(parentsOffers).where(eq(parentsOffers.accountId, student.id))).toEqual([]);
  });
});
