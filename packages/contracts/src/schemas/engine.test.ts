import { describe, expect, it } from 'vitest';
import { REALTIME_PAYLOADS } from '../realtime';
import { queueItemOfOffer, queueOfferOf, WAITING_QUESTION } from './engine';
import { waitingQueueRow } from '../testing';
import { questionListItemSchema } from './question';

/** A waiting question as `GET /api/expert/queue` lists it, with a file, a thread and a repost. */
const waiting = questionListItemSchema.parse(
  waitingQueueRow(41, {
    updated: 1_700_000_060,
    previous_question_ids: [12],
    allow_spreadsheet: true,
    attachment_url: 'https://files.test/a.jpg?sig=1',
    attachment_size: 12_345,
    lang: 'es',
    is_repost: true,
  }),
);

describe('queue offers', () => {
  it('leave out what every waiting question is, and give the queue row back', () => {
    const offer = queueOfferOf(waiting);
    for (const key of Object.keys(WAITING_QUESTION)) expect(offer).not.toHaveProperty(key);
    expect(REALTIME_PAYLOADS.questionOffered.parse(offer)).toEqual(offer);
    expect(queueItemOfOffer(offer)).toEqual(waiting);
    // The qid comes first (the engine bench reads it without parsing the frame).
    expect(Object.keys(offer)[0]).toBe('qid');
    expect(JSON.stringify(offer).length).toBeLessThan(JSON.stringify(waiting).length * 0.8);
  });

  it('refuse a payload without the fields that vary', () => {
    expect(REALTIME_PAYLOADS.questionOffered.safeParse({ qid: 41, title: 'x', subject_title: 'Algebra', created: 1 }).success).toBe(false);
  });
});
