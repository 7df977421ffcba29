import { waitingQueueRow } from '@photostudy/contracts/testing';
import { toCamelDeep } from '@photostudy/contracts';
import { describe, expect, it } from 'vitest';
import type { QuestionItem } from './api/expertApi';
import { applyQueueDelta } from './queueDelta';

/** A queue row as realtime and the API client hand it on (camelCased). */
function item(qid: number, created: number, title = `Question ${qid}`): QuestionItem {
  return toCamelDeep(waitingQueueRow(qid, { created, updated: created, title }));
}

const qids = (queue: QuestionItem[]) => queue.map((q) => q.qid);

describe('applyQueueDelta', () => {
  it('puts offers in their place by age (then qid) and removes withdrawals, as the server lists the queue', () => {
    const queue = [item(1, 100), item(4, 300)];
    const applied = applyQueueDelta(queue, { offered: [item(6, 300), item(3, 200), item(2, 100)], withdrawn: [4] });
    expect(qids(applied.queue)).toEqual([1, 2, 3, 6]);
    expect(qids(applied.added)).toEqual([6, 3, 2]);
    expect(applied.needsRead).toBe(false);
    // The queue given is left as it was.
    expect(qids(queue)).toEqual([1, 4]);
  });

  it('replaces the row of an offer it already holds, and adds nothing for it', () => {
    const applied = applyQueueDelta([item(1, 100, 'old')], { offered: [item(1, 100, 'new')], withdrawn: [] });
    expect(applied.queue.map((q) => q.title)).toEqual(['new']);
    expect(applied.added).toEqual([]);
  });

  it('ignores a withdrawal of a question it never held', () => {
    const applied = applyQueueDelta([item(1, 100)], { offered: [], withdrawn: [99] });
    expect(qids(applied.queue)).toEqual([1]);
    expect(applied.needsRead).toBe(false);
  });

  it('keeps the oldest up to the limit, and asks for a read when a full queue loses a question', () => {
    const full = [item(1, 100), item(2, 200), item(3, 300)];
    const newer = applyQueueDelta(full, { offered: [item(4, 400)], withdrawn: [] }, 3);
    expect(qids(newer.queue)).toEqual([1, 2, 3]);
    expect(newer.needsRead).toBe(false);
    const lost = applyQueueDelta(full, { offered: [], withdrawn: [2] }, 3);
    expect(qids(lost.queue)).toEqual([1, 3]);
    // The fourth oldest waiting question is the server's to know.
    expect(lost.needsRead).toBe(true);
    expect(applyQueueDelta(full.slice(0, 2), { offered: [], withdrawn: [2] }, 3).needsRead).toBe(false);
  });
});
