import type {
  adminWritingProblemSchema,
  writingExpertProblemSchema,
  writingProblemSchema,
  writingQueueItemSchema,
  writingRatingProblemSchema,
  writingReviewSchema,
} from '@photostudy/contracts';
import type { z } from 'zod';
import { epochS } from '../../core/clock';
import type { FileUrlSigner } from '../uploads/file-url-signer';
import type { WritingPreview } from './writing-preview';
import type { WritingProblemRow } from './writing.repository';

/** Wire shape of a problem as its student sees it. */
export type WritingProblemWire = z.infer<typeof writingProblemSchema>;
/** Wire shape of a queue item. */
export type WritingQueueItemWire = z.infer<typeof writingQueueItemSchema>;
/** Wire shape of a problem as its writer sees it. */
export type WritingExpertProblemWire = z.infer<typeof writingExpertProblemSchema>;
/** Wire shape of a problem in the admin area. */
export type AdminWritingProblemWire = z.infer<typeof adminWritingProblemSchema>;

/** What presenters need to sign file links. */
export interface LinkContext {
  signer: FileUrlSigner;
  now: Date;
}

function presentReview(row: WritingProblemRow, links: LinkContext): z.infer<typeof writingReviewSchema> | null {
  if (row.state !== 'delivered' || !row.reviewFileId || !row.deliveredAt) return null;
  return {
    file_url: links.signer.url(row.reviewFileId, links.now),
    file_name: row.reviewFileName ?? 'review.docx',
    comment: row.reviewComment ?? '',
    delivered: epochS(row.deliveredAt),
  };
}

/** A problem as its student sees it (`/my-sessions`, the ask screen, the writing info). */
export function presentProblem(row: WritingProblemRow, links: LinkContext): WritingProblemWire {
  return {
    id: row.id,
    description: row.description,
    email: row.email,
    source: row.source,
    file_name: row.fileName,
    url: row.url,
    state: row.state,
    created: epochS(row.createdAt),
    deadline: epochS(row.deadlineAt),
    review: presentReview(row, links),
    rating_point: row.ratingPoint,
  };
}

/** A problem in a writer's queue. */
export function presentQueueItem(row: WritingProblemRow): WritingQueueItemWire {
  return {
    id: row.id,
    description: row.description,
    source: row.source,
    state: row.state,
    created: epochS(row.createdAt),
    deadline: epochS(row.deadlineAt),
    writer_uid: row.writerId,
  };
}

/**
 * A problem as its writer sees it, with the document's preview. The student's addresses are never shown to writers
 * (`email` is null): the chat masks contact details for the same reason.
 */
export function presentExpertProblem(row: WritingProblemRow, preview: WritingPreview, links: LinkContext): WritingExpertProblemWire {
  return {
    ...presentQueueItem(row),
    email: null,
    file_name: row.fileName,
    url: row.url,
    original_file_url: row.fileId ? links.signer.url(row.fileId, links.now) : null,
    preview,
    review: presentReview(row, links),
    rating_point: row.ratingPoint,
  };
}

/** A problem in the admin area, with the student's and the writer's addresses. */
export function presentAdminProblem(
  row: WritingProblemRow,
  emails: { student: string | null; writer: string | null },
): AdminWritingProblemWire {
  return {
    ...presentQueueItem(row),
    student_uid: row.studentId,
    student_email: emails.student,
    writer_email: emails.writer,
    delivered: row.deliveredAt ? epochS(row.deliveredAt) : null,
    rating_point: row.ratingPoint,
    rating_reason: row.ratingReason,
    requeued: row.requeued,
  };
}

/** The delivered problem a rating link rates. */
export function presentRatingProblem(row: WritingProblemRow): z.infer<typeof writingRatingProblemSchema> {
  return {
    id: row.id,
    description: row.description,
    delivered: epochS(row.deliveredAt ?? row.updatedAt),
    rating_point: row.ratingPoint,
  };
}
