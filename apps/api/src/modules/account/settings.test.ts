import { AVATAR_SIZE_PX, FEATURES, privacySettingsSchema, profileSchema, statusBundleSchema } from '@photostudy/contracts';
import { accounts, storedFiles } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineTestApp, type EngineTestApp, multipart, type TestAccount } from '../../testing/engine-test-app';
import { startSmtpCapture } from '../../testing/smtp-capture';

/** A real PNG: a red square in the middle of a transparent canvas. */
async function pngWithTransparency(side = 500): Promise<Buffer> {
  const red = await sharp({ create: { width: side / 2, height: side / 2, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: side, height: side, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: red, left: side / 4, top: side / 4 }])
    .png()
    .toBuffer();
}

/** A real JPEG stored sideways: red top half, blue bottom half, with EXIF orientation 6 (show it turned 90° clockwise). */
async function sidewaysJpeg(): Promise<Buffer> {
  const half = (colour: string) =>
    sharp({ create: { width: 600, height: 150, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 600, height: 300, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#ff0000'), left: 0, top: 0 },
      { input: await half('#0000ff'), left: 0, top: 150 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The RGB of one pixel of an image. */
async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe(`settings: avatar, order number, privacy (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createEngineTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const upload = (who: TestAccount, data: Buffer, filename = 'avatar.png', contentType = 'image/png', field = 'image') => {
    const body = multipart({}, [{ field, filename, data, contentType }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/avatar-updates',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const codeOf = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code as string });
  const profileOf = async (who: TestAccount) =>
    statusBundleSchema.parse((await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: who.headers })).json()).profile;
  const avatarsOf = (who: TestAccount) =>
    t.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerId, who.id), eq(storedFiles.purpose, 'avatar')));

  describe('avatar', () => {
    it('re-encodes a PNG to a 400 x 400 JPEG on white, served publicly at a stable address with cache headers', async () => {
      const student = await t.student();
      const res = await upload(student, await pngWithTransparency(), 'me.png');
      expect(res.statusCode).toBe(200);
      const { url } = res.json() as { url: string };
      expect(url).toMatch(/^\/api\/avatars\/[a-f0-9]{32}\.jpg$/);
      expect((await profileOf(student)).avatar).toBe(url);

      // No Authorization header: an <img> cannot send one.
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
      expect(meta.exif).toBeUndefined();
      // Transparent corners became white; the red middle stayed red.
      const corner = await pixel(served.rawPayload, 10, 10);
      expect(Math.min(...corner)).toBeGreaterThanOrEqual(245);
      const middle = await pixel(served.rawPayload, 200, 200);
      expect(middle[0]).toBeGreaterThan(230);
      expect(Math.max(middle[1], middle[2])).toBeLessThan(30);
      expect(await avatarsOf(student)).toMatchObject([
        { contentType: 'image/jpeg', sizeBytes: served.rawPayload.length, questionId: null },
      ]);
    });

    it('turns a JPEG by its EXIF orientation, and replaces the previous avatar (record and bytes)', async () => {
      const student = await t.student();
      const first = (await upload(student, await pngWithTransparency())).json().url as string;
      const [firstFile] = await avatarsOf(student);
      expect(t.files.files.has(firstFile!.storageKey)).toBe(true);

      const res = await upload(student, await sidewaysJpeg(), 'photo.jpeg', 'image/jpeg');
      expect(res.statusCode).toBe(200);
      const second = res.json().url as string;
      expect(second).not.toBe(first);
      const image = (await t.app.inject({ method: 'GET', url: second })).rawPayload;
      expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
      // Turned clockwise: the red top is now on the right, the blue bottom on the left.
      const [rightR, , rightB] = await pixel(image, 350, 200);
      const [leftR, , leftB] = await pixel(image, 50, 200);
      expect(rightR).toBeGreaterThan(200);
      expect(rightB).toBeLessThan(60);
      expect(leftB).toBeGreaterThan(200);
      expect(leftR).toBeLessThan(60);

      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect(t.files.files.has(firstFile!.storageKey)).toBe(false);
      expect((await avatarsOf(student)).map((f) => f.id)).toEqual([second.slice('/api/avatars/'.length, -'.jpg'.length)]);
      expect((await profileOf(student)).avatar).toBe(second);
    });

    it('refuses small images, other types by their content, files over 10 MB, and a missing file', async () => {
      const student = await t.student();
      const tiny = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#0f0' } })
        .png()
        .toBuffer();
      expect(codeOf(await upload(student, tiny))).toEqual({ status: 400, code: 'IMAGE_TOO_SMALL' });
      const gif = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#0f0' } })
        .gif()
        .toBuffer();
      expect(codeOf(await upload(student, gif, 'avatar.gif', 'image/gif'))).toEqual({ status: 415, code: 'UNSUPPORTED_FILE_TYPE' });
      // A text file with a picture's name and type is still text.
      expect(codeOf(await upload(student, Buffer.from('not an image at all'), 'avatar.jpg', 'image/jpeg'))).toEqual({
        status: 415,
        code: 'UNSUPPORTED_FILE_TYPE',
      });
      const big = Buffer.concat([await pngWithTransparency(100), Buffer.alloc(11 * 1024 * 1024, 1)]);
      expect(codeOf(await upload(student, big))).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
      expect(codeOf(await upload(student, tiny, 'a.png', 'image/png', 'photo'))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      const none = await t.app.inject({ method: 'POST', url: '/api/avatar-updates', headers: student.headers, payload: {} });
      expect(codeOf(none)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(await avatarsOf(student)).toEqual([]);
      expect((await profileOf(student)).avatar).toBeNull();
    });

    it('is not for User-ID accounts, needs a student, and answers 404 for unknown avatars', async () => {
      const kid = await t.student({ authType: 'user_id' });
      expect(codeOf(await upload(kid, await pngWithTransparency()))).toEqual({ status: 403, code: 'NOT_AVAILABLE_FOR_ACCOUNT' });
      expect(await avatarsOf(kid)).toEqual([]);
      const body = multipart({}, [{ field: 'image', filename: 'a.png', data: await pngWithTransparency() }]);
      const guest = await t.app.inject({ method: 'POST', url: '/api/avatar-updates', headers: body.headers, payload: body.payload });
      expect(guest.statusCode).toBe(401);
      for (const url of ['/api/avatars/0123456789abcdef0123456789abcdef.jpg', '/api/avatars/nope.jpg', '/api/avatars/..%2Fsecret'])
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });
  });

  describe('order number', () => {
    const setOrder = (who: TestAccount, orderNumber: string) =>
      t.app.inject({ method: 'POST', url: '/api/order-number-updates', headers: who.headers, payload: { order_number: orderNumber } });

    it('sets (trimmed), shows in the profile, and clears with an empty string', async () => {
      const student = await t.student();
      const set = await setOrder(student, '  PO-2027/15 ');
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ order_number: 'PO-2027/15' });
      expect(profileSchema.parse(await profileOf(student)).order_number).toBe('PO-2027/15');
      expect((await setOrder(student, '   ')).json()).toEqual({ order_number: null });
      expect((await profileOf(student)).order_number).toBeNull();
      expect(codeOf(await setOrder(student, 'x'.repeat(65)))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    });

    it('refuses Trio accounts', async () => {
      const trio = await t.student({ features: [FEATURES.STEM_SUBJECT, FEATURES.TRIO_PROGRAM] });
      expect(codeOf(await setOrder(trio, 'A-1'))).toEqual({ status: 403, code: 'NOT_AVAILABLE_FOR_ACCOUNT' });
      expect((await profileOf(trio)).order_number).toBeNull();
    });
  });

  describe('privacy settings', () => {
    const getPrivacy = async (who: TestAccount) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/privacy-settings', headers: who.headers });
      expect(res.statusCode).toBe(200);
      return privacySettingsSchema.parse(res.json());
    };
    const putPrivacy = (who: TestAccount, payload: Record<string, boolean>) =>
      t.app.inject({ method: 'PUT', url: '/api/privacy-settings', headers: who.headers, payload });
    const emailOf = async (who: TestAccount) =>
      (await t.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, who.id)))[0]?.email ?? '';
    const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

    it('reads the defaults, saves a change and mails all three toggles once; an unchanged put mails nothing', async () => {
      const student = await t.student();
      const email = await emailOf(student);
      expect(await getPrivacy(student)).toEqual({ store_audit_info: true, share_with_partners: false, send_messages: false });

      const changed = { store_audit_info: false, share_with_partners: true, send_messages: true };
      const res = await putPrivacy(student, changed);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(changed);
      expect(await getPrivacy(student)).toEqual(changed);
      const [mail, ...more] = mailsTo(email);
      expect(more).toEqual([]);
      expect(mail!.raw).toMatch(/^Subject: Your PhotoStudy privacy settings changed/m);
      expect(mail!.raw).toContain('Store purchase and audit information: off');
      expect(mail!.raw).toContain('Share with partners: on');
      expect(mail!.raw).toContain('Send messages: on');

      expect((await putPrivacy(student, changed)).json()).toEqual(changed);
      expect(mailsTo(email)).toHaveLength(1);

      // `send_messages` is the terms modal's account-messages consent.
      await putPrivacy(student, { ...changed, send_messages: false });
      const [row] = await t.db.select().from(accounts).where(eq(accounts.id, student.id));
      expect(row).toMatchObject({ allowsAccountMessages: false, storesAuditInfo: false, sharesWithPartners: true });
      expect(mailsTo(email)).toHaveLength(2);
      expect(mailsTo(email)[1]!.raw).toContain('Send messages: off');
    });

    it('lets no User-ID account share with partners, mails nobody for them, and wants all three toggles', async () => {
      const kid = await t.student({ authType: 'user_id' });
      const before = smtp.received.length;
      expect(codeOf(await putPrivacy(kid, { store_audit_info: true, share_with_partners: true, send_messages: false }))).toEqual({
        status: 400,
        code: 'PRIVACY_SETTINGS_INCORRECT',
      });
      const ok = await putPrivacy(kid, { store_audit_info: false, share_with_partners: false, send_messages: true });
      expect(ok.json()).toEqual({ store_audit_info: false, share_with_partners: false, send_messages: true });
      expect(smtp.received.length).toBe(before);
      expect(codeOf(await putPrivacy(kid, { store_audit_info: true }))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect((await t.app.inject({ method: 'GET', url: '/api/privacy-settings' })).statusCode).toBe(401);
    });
  });

  describe('profile of User-ID accounts', () => {
    it('takes their grade and refuses their name', async () => {
      const kid = await t.student({ authType: 'user_id' });
      const update = (payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url: '/api/profile-updates', headers: kid.headers, payload });
      expect((await update({ grade: 11 })).json()).toMatchObject({ grade: 11, name: null, status: 1 });
      expect(codeOf(await update({ name: 'Kid' }))).toEqual({ status: 403, code: 'NOT_AVAILABLE_FOR_ACCOUNT' });
      expect(codeOf(await update({ name: 'Kid', grade: 12 }))).toEqual({ status: 403, code: 'NOT_AVAILABLE_FOR_ACCOUNT' });
      expect((await profileOf(kid)).grade).toBe(11);
    });
  });
});
