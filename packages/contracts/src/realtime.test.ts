import { describe, expect, it } from 'vitest';
import {
  CHANNEL_PATTERNS,
  CHANNELS,
  EXPERT_PRIVATE_EVENTS,
  REALTIME_PAYLOADS,
  SUBJECT_DIGEST_EVENTS,
  SUBJECT_QUEUE_EVENTS,
  subjectOfChannel,
} from './realtime';

describe('subject queue channel', () => {
  it('names one channel per subject that its own pattern reads back', () => {
    for (const subjectId of [1, 7, 10, 123]) {
      expect(CHANNEL_PATTERNS.subjectQueue.exec(CHANNELS.subjectQueue(subjectId))?.[1]).toBe(String(subjectId));
    }
  });

  it('refuses every other spelling: leading zeros, zero, signs, spaces, suffixes, other prefixes', () => {
    const others = [
      'private-subject-queue-01',
      'private-subject-queue-0',
      'private-subject-queue-',
      'private-subject-queue--1',
      'private-subject-queue-+1',
      'private-subject-queue-1 ',
      'private-subject-queue-1a',
      'private-subject-queue-1.0',
      'presence-subject-queue-1',
      'subject-queue-1',
      'private-subject-queue-1\n',
    ];
    for (const name of others) expect(CHANNEL_PATTERNS.subjectQueue.test(name), name).toBe(false);
  });

  it("names a subject's digest channel apart from its queue channel, with the same strictness", () => {
    for (const subjectId of [1, 7, 10, 123]) {
      expect(CHANNEL_PATTERNS.subjectDigest.exec(CHANNELS.subjectDigest(subjectId))?.[1]).toBe(String(subjectId));
      expect(CHANNEL_PATTERNS.subjectQueue.test(CHANNELS.subjectDigest(subjectId))).toBe(false);
      expect(CHANNEL_PATTERNS.subjectDigest.test(CHANNELS.subjectQueue(subjectId))).toBe(false);
    }
    for (const name of ['private-subject-digest-01', 'private-subject-digest-0', 'private-subject-digest-1 ', 'private-subject-digest-1\n'])
      expect(CHANNEL_PATTERNS.subjectDigest.test(name), name).toBe(false);
  });

  it("reads the subject of a subject's queue or digest channel, and of no other name", () => {
    for (const subjectId of [1, 7, 123]) {
      expect(subjectOfChannel(CHANNELS.subjectQueue(subjectId))).toBe(subjectId);
      expect(subjectOfChannel(CHANNELS.subjectDigest(subjectId))).toBe(subjectId);
    }
    for (const name of ['private-subject-queue-01', 'private-subject-digest-0', CHANNELS.privateExpert(3), CHANNELS.presenceExperts, ''])
      expect(subjectOfChannel(name), name).toBeNull();
  });

  it('carries the same offer and withdrawal events as the expert channel, and their batch', () => {
    expect(SUBJECT_QUEUE_EVENTS).toEqual({
      questionOffered: EXPERT_PRIVATE_EVENTS.questionOffered,
      questionWithdrawn: EXPERT_PRIVATE_EVENTS.questionWithdrawn,
      subjectQueueChanged: 'subjectQueueChanged',
    });
  });
});

describe("a subject's digest", () => {
  it('tells qids only, under its own name (a console never mistakes it for a row)', () => {
    expect(Object.values(SUBJECT_QUEUE_EVENTS)).not.toContain(SUBJECT_DIGEST_EVENTS.subjectQueueDigest);
    const digest = REALTIME_PAYLOADS[SUBJECT_DIGEST_EVENTS.subjectQueueDigest];
    expect(digest.parse({ offered: [3, 4], withdrawn: [2] })).toEqual({ offered: [3, 4], withdrawn: [2] });
    expect(digest.safeParse({ offered: [{ qid: 3 }], withdrawn: [] }).success).toBe(false);
  });
});

describe('per-account channels', () => {
  it('read back the id they were named with', () => {
    expect(CHANNEL_PATTERNS.privateStudent.exec(CHANNELS.privateStudent(42))?.[1]).toBe('42');
    expect(CHANNEL_PATTERNS.presenceStudent.exec(CHANNELS.presenceStudent(7))?.[1]).toBe('7');
    expect(CHANNEL_PATTERNS.privateExpert.exec(CHANNELS.privateExpert(1050))?.[1]).toBe('1050');
  });

  it('have one spelling: leading zeros, zero, signs and suffixes are not a channel', () => {
    for (const name of ['private-student-042', 'private-student-0', 'private-student-+42', 'private-student-42 ', 'private-student-42a'])
      expect(CHANNEL_PATTERNS.privateStudent.test(name), name).toBe(false);
    for (const name of ['presence-student-007', 'presence-student-0', 'presence-student--7'])
      expect(CHANNEL_PATTERNS.presenceStudent.test(name), name).toBe(false);
    for (const name of ['private-expert-09', 'private-expert-0', 'private-expert-9\n'])
      expect(CHANNEL_PATTERNS.privateExpert.test(name), name).toBe(false);
  });
});
