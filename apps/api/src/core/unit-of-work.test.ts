import { openTestDatabase, testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAfterCommit } from './after-commit';
import { DomainEvents } from './domain-events';
import { RecordingPublisher } from './realtime-publisher';
import { UnitOfWork } from './unit-of-work';

function recordingLog() {
  const errors: { obj: object; msg: string }[] = [];
  return { errors, error: (obj: object, msg: string) => void errors.push({ obj, msg }) };
}

describe(`unit of work (${testDatabaseKind()})`, () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => handle.close());

  function setup() {
    const log = recordingLog();
    const publisher = new RecordingPublisher();
    const events = new DomainEvents(log);
    return { log, publisher, events, work: new UnitOfWork({ db: handle.db, publisher, events, log }) };
  }

  it('delivers publishes and domain events after commit, in the order they were queued', async () => {
    const { publisher, events, work } = setup();
    const seen: string[] = [];
    events.on('question.asked', ({ qid }) => void seen.push(`event ${qid}`));
    const answer = await work.run(async (scope) => {
      scope.publish('private-student-1', 'questionDead', { qid: 1, refunded: true });
      scope.emit('question.asked', { qid: 2, authorId: 1, subjectId: 1, isRepost: false });
      scope.afterCommit(() => void seen.push('after'));
      expect(publisher.sent).toHaveLength(0);
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(publisher.sent.map((s) => s.event)).toEqual(['questionDead']);
    expect(seen).toEqual(['event 2', 'after']);
  });

  it('drops everything queued when the transaction rolls back', async () => {
    const { publisher, events, work } = setup();
    const seen: number[] = [];
    events.on('question.dead', ({ qid }) => void seen.push(qid));
    await expect(
      work.run(async (scope) => {
        scope.publish('private-student-1', 'questionDead', { qid: 1, refunded: false });
        scope.emit('question.dead', { qid: 1, authorId: 1, subjectId: 1, refunded: false });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(publisher.sent).toHaveLength(0);
    expect(seen).toEqual([]);
  });

  it('runs a one-statement unit on the database itself, then its queue; drops the queue when the statement fails', async () => {
    const { publisher, work } = setup();
    const answer = await work.runStatement(async (db, queue) => {
      expect(db).toBe(handle.db);
      queue.publish('private-student-1', 'questionDead', { qid: 3, refunded: true });
      expect(publisher.sent).toHaveLength(0);
      return 'stored';
    });
    expect(answer).toBe('stored');
    expect(publisher.sent.map((s) => s.data)).toEqual([{ qid: 3, refunded: true }]);
    await expect(
      work.runStatement(async (_db, queue) => {
        queue.publish('private-student-1', 'questionDead', { qid: 4, refunded: false });
        throw new Error('statement failed');
      }),
    ).rejects.toThrow('statement failed');
    expect(publisher.sent).toHaveLength(1);
  });

  it('logs a failing subscriber and still runs the others and the request', async () => {
    const { log, events, work } = setup();
    const seen: string[] = [];
    events.on('account.created', () => {
      throw new Error('subscriber broke');
    });
    events.on('account.created', ({ accountId }) => void seen.push(`second ${accountId}`));
    await expect(
      work.run(async (scope) => scope.emit('account.created', { accountId: 7, authType: 'email', audit: {} })),
    ).resolves.toBeUndefined();
    expect(seen).toEqual(['second 7']);
    expect(log.errors.map((e) => e.msg)).toEqual(['domain event subscriber failed']);
  });
});

describe('runAfterCommit', () => {
  it('runs every item in order and logs failures without stopping', async () => {
    const log = recordingLog();
    const seen: number[] = [];
    await runAfterCommit(
      [
        () => void seen.push(1),
        () => {
          throw new Error('boom');
        },
        async () => void seen.push(3),
      ],
      log,
      'test',
    );
    expect(seen).toEqual([1, 3]);
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]?.obj).toMatchObject({ source: 'test' });
  });
});
