import { FILE_SIZE_LIMIT_BYTES, writingDeliveryFieldsSchema } from '@photostudy/contracts';

/** The longest summary comment the server takes (from the contract, so both sides agree). */
export const REVIEW_COMMENT_MAX_CHARS = writingDeliveryFieldsSchema.shape.comment.maxLength ?? 5000;

/** What can be wrong with a delivery before it is sent (keys under `writing.delivery.errors`). */
export type DeliveryProblem = 'fileRequired' | 'fileType' | 'fileSize' | 'commentRequired' | 'commentTooLong';

/** The problems of a delivery draft, per field; empty when it may be sent. */
export interface DeliveryProblems {
  file?: DeliveryProblem;
  comment?: DeliveryProblem;
}

/**
 * The reviewed file: a .docx of at most 10 MB. The browser can only go by the name and size; the server checks the
 * content (a docx is a zip holding word/document.xml) and answers WRITING_FILE_TYPE otherwise.
 */
export function checkReviewFile(file: File | null): DeliveryProblem | undefined {
  if (!file) return 'fileRequired';
  if (!/\.docx$/i.test(file.name)) return 'fileType';
  if (file.size > FILE_SIZE_LIMIT_BYTES) return 'fileSize';
  return undefined;
}

/** The summary comment: required after trimming, at most {@link REVIEW_COMMENT_MAX_CHARS} characters. */
export function checkReviewComment(comment: string): DeliveryProblem | undefined {
  if (!comment.trim()) return 'commentRequired';
  return writingDeliveryFieldsSchema.safeParse({ comment }).success ? undefined : 'commentTooLong';
}

/** Both checks of a delivery draft. */
export function checkDelivery(draft: { file: File | null; comment: string }): DeliveryProblems {
  const problems: DeliveryProblems = {};
  const file = checkReviewFile(draft.file);
  const comment = checkReviewComment(draft.comment);
  if (file) problems.file = file;
  if (comment) problems.comment = comment;
  return problems;
}
