import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../errors/app-error';
import type { RequestAccount } from '../../plugins/authenticate';
import type { FileStore } from './file-store';
import type { FileUrlSigner } from './file-url-signer';
import { findStoredFile, type StoredFileRow } from './uploads.repository';

/** Who may read a file without a signed link (the owner, admins, the questions' readers). */
export type FileReadPolicy = (file: StoredFileRow, account: RequestAccount) => Promise<boolean>;

/**
 * `GET /api/files/{id}`: a signed link (`exp`, `sig`) or a Bearer token of someone allowed to read the
 * file. Anyone else gets 404, so that file ids reveal nothing.
 */
export async function uploadsRoutes(
  app: FastifyInstance,
  opts: { db: Parameters<typeof findStoredFile>[0]; store: FileStore; signer: FileUrlSigner; canRead: FileReadPolicy },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded file (signed link or Bearer token)',
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({ exp: z.string().max(16).optional(), sig: z.string().max(128).optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = /^[a-f0-9]{32}$/.test(id) ? await findStoredFile(opts.db, id) : null;
      if (!file) throw appError('NOT_FOUND');
      const isSigned = opts.signer.verify(id, request.query.exp, request.query.sig);
      if (!isSigned && !(request.account && (await opts.canRead(file, request.account)))) throw appError('NOT_FOUND');
      const data = await opts.store.get(file.storageKey);
      if (!data) throw appError('NOT_FOUND');
      const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.contentType)
        .header('content-length', data.length)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('content-disposition', `${disposition}; filename="${file.originalName ?? file.id}"`)
        .send(data);
    },
  );
}
