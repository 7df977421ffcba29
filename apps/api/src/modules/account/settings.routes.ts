import multipart from '@fastify/multipart';
import {
  avatarUpdateAnswerSchema,
  FILE_SIZE_LIMIT_BYTES,
  orderNumberAnswerSchema,
  orderNumberUpdateRequestSchema,
  privacySettingsSchema,
} from '@photostudy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../errors/app-error';
import { accountOf, requireRole } from '../../plugins/authenticate';
import type { UploadedPart } from '../uploads/uploads.service';
import type { SettingsService } from './settings.service';

/** The avatar's file part in `POST /api/avatar-updates`. */
const AVATAR_FIELD = 'image';

/** An avatar never changes under its address (a new upload gets a new one), so browsers and proxies may keep it a year. */
const AVATAR_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// One `image` part; an empty part (a file input left empty) counts as none. A part over 10 MB fails the read with
// FST_REQ_FILE_TOO_LARGE, which the error handler answers PAYLOAD_TOO_LARGE.
async function readAvatarPart(request: FastifyRequest): Promise<UploadedPart | undefined> {
  if (!request.isMultipart()) return undefined;
  let image: UploadedPart | undefined;
  for await (const part of request.parts({ limits: { fileSize: FILE_SIZE_LIMIT_BYTES, files: 1, fields: 5, parts: 6 } })) {
    if (part.type !== 'file') continue;
    const data = await part.toBuffer();
    if (!part.filename && data.length === 0) continue;
    if (part.fieldname !== AVATAR_FIELD) throw appError('VALIDATION_FAILED', { fields: { [part.fieldname]: 'Unexpected file.' } });
    image = { fieldname: part.fieldname, filename: part.filename, data };
  }
  return image;
}

/** The Settings page's calls (spec 000 sections 5-7): privacy, order number, avatar; and the public avatar images. */
export async function settingsRoutes(app: FastifyInstance, opts: { settings: SettingsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = opts;
  const security = [{ bearer: [] }];
  const tags = ['settings'];
  const onRequest = requireRole('student');
  // Scoped to these routes; skipped when the app already parses multipart.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  r.get(
    '/api/privacy-settings',
    {
      schema: { tags, summary: 'The three privacy toggles', security, response: { 200: privacySettingsSchema } },
      onRequest,
    },
    async (request) => settings.privacy(accountOf(request).id),
  );

  r.put(
    '/api/privacy-settings',
    {
      schema: {
        tags,
        summary:
          'Sets the three privacy toggles; a change mails the privacy-change email. User-ID accounts may not share with partners (PRIVACY_SETTINGS_INCORRECT)',
        security,
        body: privacySettingsSchema,
        response: { 200: privacySettingsSchema },
      },
      onRequest,
    },
    async (request) => settings.updatePrivacy(accountOf(request).id, request.body),
  );

  r.post(
    '/api/order-number-updates',
    {
      schema: {
        tags,
        summary: 'Sets the order number (free text; empty clears it). Not for Trio accounts (NOT_AVAILABLE_FOR_ACCOUNT)',
        security,
        body: orderNumberUpdateRequestSchema,
        response: { 200: orderNumberAnswerSchema },
      },
      onRequest,
    },
    async (request) => settings.updateOrderNumber(accountOf(request).id, request.body.order_number),
  );

  r.post(
    '/api/avatar-updates',
    {
      schema: {
        tags,
        summary:
          'Sets the avatar (multipart `image`: JPEG or PNG by content, 10 MB, at least 40 x 40), stored as a 400 x 400 JPEG on white. Not for User-ID accounts',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: avatarUpdateAnswerSchema },
      },
      onRequest,
    },
    async (request) => settings.updateAvatar(accountOf(request).id, await readAvatarPart(request)),
  );

  r.get(
    '/api/avatars/:name',
    {
      schema: {
        tags,
        summary: 'An avatar image (public: its address is unguessable and changes with every upload)',
        params: z.object({ name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const data = await settings.avatarImage(request.params.name);
      if (!data) throw appError('NOT_FOUND');
      return reply
        .header('content-type', 'image/jpeg')
        .header('content-length', data.length)
        .header('cache-control', AVATAR_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(data);
    },
  );
}
