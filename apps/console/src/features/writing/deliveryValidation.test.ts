import { FILE_SIZE_LIMIT_BYTES } from '@photostudy/contracts';
import { describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX_CHARS, checkDelivery, checkReviewComment, checkReviewFile } from './deliveryValidation';

const sized = (name: string, size: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('delivery checks', () => {
  it('takes a .docx of at most 10 MB, whatever the case of its extension', () => {
    expect(checkReviewFile(null)).toBe('fileRequired');
    expect(checkReviewFile(sized('review.doc', 10))).toBe('fileType');
    expect(checkReviewFile(sized('review.docx.pdf', 10))).toBe('fileType');
    expect(checkReviewFile(sized('Review.DOCX', FILE_SIZE_LIMIT_BYTES))).toBeUndefined();
    expect(checkReviewFile(sized('review.docx', FILE_SIZE_LIMIT_BYTES + 1))).toBe('fileSize');
  });

  it('needs a comment of 1 to 5000 characters after trimming, as the contract says', () => {
    expect(REVIEW_COMMENT_MAX_CHARS).toBe(5000);
    expect(checkReviewComment(' \n ')).toBe('commentRequired');
    expect(checkReviewComment('x'.repeat(5000))).toBeUndefined();
    expect(checkReviewComment(` ${'x'.repeat(5000)} `)).toBeUndefined();
    expect(checkReviewComment('x'.repeat(5001))).toBe('commentTooLong');
    expect(checkDelivery({ file: null, comment: '' })).toEqual({ file: 'fileRequired', comment: 'commentRequired' });
    expect(checkDelivery({ file: sized('a.docx', 1), comment: 'ok' })).toEqual({});
  });
});
