import { ERRORS, SHEET_OPS_BATCH_MAX_CHARS, SHEET_OPS_PER_BATCH_MAX } from '@photostudy/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '../api/ApiError';
import { SheetSync, type SheetAnnouncedBatch, type SheetLoadResult, type SheetStoredBatch, type SheetView } from './sheetSync';

/** A cell write as the spreadsheet component makes it. */
function setCell(r: number, c: number, value: string) {
  return { op: 'replace', id: 's1', path: ['data', r, c], value };
}

/** A row insertion as the component makes it (a structural operation: it moves cells). */
function insertRow(index: number) {
  return { op: 'insertRowCol', id: 's1', path: [], value: { type: 'row', index, count: 1, id: 's1' } };
}

const WORKBOOK = [{ id: 's1', name: 'Sheet1', celldata: [{ r: 0, c: 0, v: 'base' }] }];

/** The component in miniature: cells by position, the two operations above. */
class FakeSheet implements SheetView {
  cells = new Map<string, unknown>();
  resets = 0;
  applied: unknown[][] = [];

  reset(sheets: unknown[], batches: readonly unknown[][]): void {
    this.resets += 1;
    this.cells = new Map();
    const [sheet] = sheets as typeof WORKBOOK;
    for (const cell of sheet?.celldata ?? []) this.cells.set(`${cell.r},${cell.c}`, cell.v);
    for (const batch of batches) this.run(batch);
  }

  apply(ops: unknown[]): void {
    this.applied.push(ops);
    this.run(ops);
  }

  /** The user's own edit, shown by the component itself (not through the sync). */
  show(ops: unknown[]): void {
    this.run(ops);
  }

  value(r: number, c: number): unknown {
    return this.cells.get(`${r},${c}`);
  }

  private run(ops: unknown[]): void {
    for (const op of ops as { op: string; path: (string | number)[]; value: unknown }[]) {
      if (op.op === 'replace') this.cells.set(`${op.path[1]},${op.path[2]}`, op.value);
      if (op.op === 'insertRowCol') {
        const index = (op.value as { index: number }).index;
        const moved = new Map<string, unknown>();
        for (const [key, value] of this.cells) {
          const [r = 0, c = 0] = key.split(',').map(Number);
          moved.set(`${r >= index ? r + 1 : r},${c}`, value);
        }
        this.cells = moved;
      }
    }
  }
}

/** The server of issue 18 in miniature: one order, a client batch id stored once, realtime to every screen. */
class FakeServer {
  batches: (SheetStoredBatch & { authorUid: number })[] = [];
  isUp = true;
  isEditable = true;
  refusal: ApiError | null = null;
  /** The next POST is stored but its answer is lost. */
  losesNextAnswer = false;
  readonly clients: Client[] = [];
  sendsInFlight = 0;
  maxSendsInFlight = 0;

  load = vi.fn(async (after?: number): Promise<SheetLoadResult> => {
    await Promise.resolve();
    if (!this.isUp) throw networkError();
    return {
      workbookJson: after === undefined ? JSON.stringify(WORKBOOK) : null,
      version: this.batches.length,
      operations: this.batches.filter((batch) => batch.seq > (after ?? 0)),
      isEditable: this.isEditable,
      isReady: true,
      fileName: 'budget.xls',
    };
  });

  send = vi.fn(async (uid: number, batch: { clientBatchId: string; opsJson: string }): Promise<{ seq: number }> => {
    this.sendsInFlight += 1;
    this.maxSendsInFlight = Math.max(this.maxSendsInFlight, this.sendsInFlight);
    await Promise.resolve();
    this.sendsInFlight -= 1;
    if (!this.isUp) throw networkError();
    if (this.refusal) throw this.refusal;
    const known = this.batches.find((stored) => stored.clientBatchId === batch.clientBatchId);
    if (known) return { seq: known.seq };
    const stored = { seq: this.batches.length + 1, authorUid: uid, clientBatchId: batch.clientBatchId, opsJson: batch.opsJson };
    this.batches.push(stored);
    for (const client of this.clients) client.inbox.push({ ...stored });
    if (this.losesNextAnswer) {
      this.losesNextAnswer = false;
      throw networkError();
    }
    return { seq: stored.seq };
  });

  /** Stores a batch made elsewhere (before the clients start). */
  seed(ops: unknown[]): void {
    this.batches.push({
      seq: this.batches.length + 1,
      authorUid: 9,
      clientBatchId: `seed${this.batches.length}`,
      opsJson: JSON.stringify(ops),
    });
  }
}

interface Client {
  sync: SheetSync;
  sheet: FakeSheet;
  /** Realtime events on their way to this screen, in publishing order. */
  inbox: SheetAnnouncedBatch[];
  /** The user changes cells: the component shows them, then reports them. */
  edit: (...ops: unknown[]) => void;
  deliver: () => void;
}

let ids = 0;
function connect(server: FakeServer, uid: number): Client {
  const sheet = new FakeSheet();
  const sync = new SheetSync({
    load: server.load,
    send: (batch) => server.send(uid, batch),
    newId: () => `b${++ids}`,
    retryDelaysMs: [1000],
  });
  const client: Client = {
    sync,
    sheet,
    inbox: [],
    edit: (...ops) => {
      sheet.show(ops);
      sync.local(ops);
    },
    deliver: () => {
      for (const batch of client.inbox.splice(0)) sync.remote(batch);
    },
  };
  sync.attach(sheet);
  server.clients.push(client);
  return client;
}

/** Lets timers, answers and realtime run until nothing moves. */
async function settle(...clients: Client[]) {
  for (let round = 0; round < 20; round += 1) {
    await vi.advanceTimersByTimeAsync(1000);
    const waiting = clients.some((client) => client.inbox.length > 0);
    for (const client of clients) client.deliver();
    if (!waiting && clients.every((client) => client.sync.getSnapshot().pendingCount === 0)) return;
  }
}

async function started(server: FakeServer, uid: number): Promise<Client> {
  const client = connect(server, uid);
  client.sync.start();
  await vi.advanceTimersByTimeAsync(0);
  return client;
}

function cellsOf(client: Client) {
  return Object.fromEntries([...client.sheet.cells].sort());
}

describe('SheetSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the workbook with every stored batch applied in seq order', async () => {
    const server = new FakeServer();
    server.seed([setCell(1, 1, 'one')]);
    server.seed([setCell(1, 1, 'two'), setCell(2, 2, 'x')]);
    const student = await started(server, 1);
    expect(student.sheet.resets).toBe(1);
    expect(cellsOf(student)).toEqual({ '0,0': 'base', '1,1': 'two', '2,2': 'x' });
    expect(student.sync.getSnapshot()).toMatchObject({
      status: 'ready',
      version: 2,
      pendingCount: 0,
      isEditable: true,
      fileName: 'budget.xls',
    });
  });

  it("takes the app's own first load instead of loading again", async () => {
    const server = new FakeServer();
    server.seed([setCell(1, 1, 'one')]);
    const initial = await server.load();
    server.load.mockClear();
    const sheet = new FakeSheet();
    const sync = new SheetSync({ initial, load: server.load, send: (batch) => server.send(1, batch) });
    sync.attach(sheet);
    sync.start();
    expect(sheet.value(1, 1)).toBe('one');
    expect(sync.getSnapshot()).toMatchObject({ status: 'ready', version: 1 });
    expect(server.load).not.toHaveBeenCalled();
  });

  it('gathers what is typed within the window into one batch and sends batches one at a time, in order', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    student.edit(setCell(1, 0, 'a'));
    await vi.advanceTimersByTimeAsync(20);
    student.edit(setCell(1, 1, 'b'));
    expect(student.sync.getSnapshot().pendingCount).toBe(1);
    expect(server.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30);
    student.edit(setCell(1, 2, 'c'));
    student.edit(insertRow(5)); // a structural group travels alone
    student.edit(setCell(1, 3, 'd'));
    await settle(student);
    expect(server.batches.map((batch) => JSON.parse(batch.opsJson))).toEqual([
      [setCell(1, 0, 'a'), setCell(1, 1, 'b')],
      [setCell(1, 2, 'c')],
      [insertRow(5)],
      [setCell(1, 3, 'd')],
    ]);
    expect(server.maxSendsInFlight).toBe(1);
    expect(student.sync.getSnapshot()).toMatchObject({ version: 4, pendingCount: 0 });
  });

  it('cuts a paste larger than the server takes into several batches', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    const paste = Array.from({ length: SHEET_OPS_PER_BATCH_MAX + 5 }, (_, i) => setCell(i, 0, `v${i}`));
    student.edit(...paste);
    await settle(student);
    expect(server.batches.map((batch) => JSON.parse(batch.opsJson).length)).toEqual([SHEET_OPS_PER_BATCH_MAX, 5]);
  });

  it('does not join edits of one window beyond the characters the server takes', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    const half = 'x'.repeat(SHEET_OPS_BATCH_MAX_CHARS / 2);
    student.edit(setCell(1, 1, half));
    student.edit(setCell(2, 2, half));
    student.edit(setCell(3, 3, 'small'));
    await settle(student);
    expect(server.batches.map((batch) => JSON.parse(batch.opsJson).length)).toEqual([1, 2]);
    for (const batch of server.batches) expect(batch.opsJson.length).toBeLessThanOrEqual(SHEET_OPS_BATCH_MAX_CHARS);
  });

  it('keeps concurrent edits of different cells on both screens', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    const expert = await started(server, 2);
    student.edit(setCell(1, 1, 'student'));
    expert.edit(setCell(2, 2, 'expert'));
    await settle(student, expert);
    const expected = { '0,0': 'base', '1,1': 'student', '2,2': 'expert' };
    expect(cellsOf(student)).toEqual(expected);
    expect(cellsOf(expert)).toEqual(expected);
    expect(student.sync.getSnapshot()).toMatchObject({ version: 2, pendingCount: 0 });
    expect(expert.sync.getSnapshot()).toMatchObject({ version: 2, pendingCount: 0 });
  });

  it('ends a cell both changed with the later batch on both screens, our own shown on top until then', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    const expert = await started(server, 2);
    student.edit(setCell(1, 1, 'student'));
    expert.edit(setCell(1, 1, 'expert'));
    await vi.advanceTimersByTimeAsync(50); // both windows close; the student's batch is stored first (seq 1), then the expert's
    expect(server.batches.map((batch) => batch.authorUid)).toEqual([1, 2]);
    // The student's batch reaches the expert before the expert's own answer is taken in: the expert's edit stays on top.
    expert.sync.remote(expert.inbox.shift()!);
    expect(expert.sheet.value(1, 1)).toBe('expert');
    await settle(student, expert);
    expect(student.sheet.value(1, 1)).toBe('expert');
    expect(expert.sheet.value(1, 1)).toBe('expert');
    expect(cellsOf(student)).toEqual(cellsOf(expert));
  });

  it('ignores a batch delivered twice', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    const expert = await started(server, 2);
    student.edit(setCell(1, 1, 'first'));
    await settle(student, expert);
    const first = server.batches[0]!;
    expert.edit(setCell(1, 1, 'second'));
    await settle(student, expert);
    expert.sync.remote({ ...first });
    student.sync.remote({ ...first });
    expect(expert.sheet.value(1, 1)).toBe('second');
    expect(student.sheet.value(1, 1)).toBe('second');
    expect(expert.sync.getSnapshot().version).toBe(2);
  });

  it('fetches a batch that realtime lost, then applies what follows in order', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    const expert = await started(server, 2);
    student.edit(setCell(1, 1, 'lost'));
    await vi.advanceTimersByTimeAsync(50);
    student.edit(setCell(1, 1, 'later'), setCell(3, 3, 'z'));
    await vi.advanceTimersByTimeAsync(50);
    expect(expert.inbox).toHaveLength(2);
    expert.inbox.shift(); // never arrives
    server.load.mockClear();
    expert.deliver();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.load).toHaveBeenCalledWith(0);
    expect(expert.sheet.value(1, 1)).toBe('later');
    expect(expert.sheet.value(3, 3)).toBe('z');
    expect(expert.sync.getSnapshot().version).toBe(2);
  });

  it('applies batches that arrive out of order in seq order', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    const expert = await started(server, 2);
    student.edit(setCell(1, 1, 'one'));
    await vi.advanceTimersByTimeAsync(50);
    student.edit(setCell(1, 1, 'two'));
    await vi.advanceTimersByTimeAsync(50);
    const [one, two] = expert.inbox.splice(0);
    expert.sync.remote(two!);
    expert.sync.remote(one!);
    await vi.advanceTimersByTimeAsync(0);
    expect(expert.sheet.applied.map((ops) => (ops[0] as { value: string }).value)).toEqual(['one', 'two']);
    expect(expert.sheet.value(1, 1)).toBe('two');
    expect(expert.sync.getSnapshot().version).toBe(2);
  });

  it('fetches a batch announced without its operations (too large for realtime)', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    const expert = await started(server, 2);
    student.edit(setCell(4, 4, 'big'));
    await vi.advanceTimersByTimeAsync(50);
    const announced = expert.inbox.shift()!;
    expert.sync.remote({ ...announced, opsJson: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.load).toHaveBeenLastCalledWith(0);
    expect(expert.sheet.value(4, 4)).toBe('big');
  });

  it('stores a batch whose answer was lost once: the retry gets the same seq back', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    const expert = await started(server, 2);
    server.losesNextAnswer = true;
    student.edit(setCell(1, 1, 'once'));
    await vi.advanceTimersByTimeAsync(50);
    expect(student.sync.getSnapshot()).toMatchObject({ pendingCount: 1, isOffline: true });
    student.inbox.splice(0); // its own announcement is lost too: only the retry can confirm the batch
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(server.batches).toHaveLength(1);
    expect(student.sync.getSnapshot()).toMatchObject({ version: 1, pendingCount: 0, isOffline: false });
    await settle(student, expert);
    expect(expert.sheet.applied).toHaveLength(1);
    expect(expert.sheet.value(1, 1)).toBe('once');
  });

  it('does not send again a batch whose announcement arrived while its answer was lost', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    server.losesNextAnswer = true;
    student.edit(setCell(1, 1, 'once'));
    await vi.advanceTimersByTimeAsync(50);
    student.deliver();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(student.sync.getSnapshot()).toMatchObject({ version: 1, pendingCount: 0 });
  });

  it('retries after a connection failure, and at once when the app says the connection is back', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    const expert = await started(server, 2);
    server.isUp = false;
    student.edit(setCell(1, 1, 'offline'));
    await vi.advanceTimersByTimeAsync(50);
    expect(student.sync.getSnapshot()).toMatchObject({ isOffline: true, pendingCount: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.send).toHaveBeenCalledTimes(2);
    server.isUp = true;
    expert.edit(setCell(2, 2, 'while away'));
    await vi.advanceTimersByTimeAsync(50);
    student.inbox.splice(0); // missed while offline
    server.load.mockClear();
    student.sync.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.load).toHaveBeenCalledWith(0);
    expect(server.send).toHaveBeenCalledTimes(4);
    await settle(student, expert);
    expect(cellsOf(student)).toEqual({ '0,0': 'base', '1,1': 'offline', '2,2': 'while away' });
    expect(cellsOf(expert)).toEqual(cellsOf(student));
    expect(student.sync.getSnapshot()).toMatchObject({ isOffline: false, pendingCount: 0 });
  });

  it('drops our edits when the server refuses them (read-only) and shows its state again', async () => {
    const server = new FakeServer();
    server.seed([setCell(1, 1, 'stored')]);
    const student = await started(server, 1);
    server.refusal = new ApiError(409, { code: ERRORS.SHEET_READ_ONLY.code, message: ERRORS.SHEET_READ_ONLY.message });
    server.isEditable = false;
    student.edit(setCell(1, 1, 'refused'));
    student.edit(setCell(2, 2, 'refused too'));
    await vi.advanceTimersByTimeAsync(50);
    await vi.advanceTimersByTimeAsync(0);
    expect(cellsOf(student)).toEqual({ '0,0': 'base', '1,1': 'stored' });
    expect(student.sheet.resets).toBe(2);
    expect(student.sync.getSnapshot()).toMatchObject({
      status: 'ready',
      pendingCount: 0,
      isEditable: false,
      hasDroppedEdits: true,
      error: ERRORS.SHEET_READ_ONLY.message,
      errorCode: ERRORS.SHEET_READ_ONLY.code,
    });
    expect(server.send).toHaveBeenCalledTimes(1);
  });

  it('rebuilds from the server order when a row insertion crossed an edit, so both screens end the same', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    const expert = await started(server, 2);
    expert.edit(insertRow(0));
    student.edit(setCell(1, 1, 'student'));
    await vi.advanceTimersByTimeAsync(0); // the insertion is sent at once (seq 1); the cell after the window (seq 2)
    await settle(student, expert);
    expect(server.batches.map((batch) => batch.authorUid)).toEqual([2, 1]);
    expect(cellsOf(student)).toEqual({ '1,0': 'base', '1,1': 'student' });
    expect(cellsOf(expert)).toEqual(cellsOf(student));
    expect(student.sheet.resets).toBe(2);
  });

  it('hands a view attached later the server order plus our waiting edits', async () => {
    const server = new FakeServer();
    server.seed([setCell(1, 1, 'stored')]);
    const student = await started(server, 1);
    server.isUp = false;
    student.edit(setCell(2, 2, 'waiting'));
    const remounted = new FakeSheet();
    student.sync.attach(remounted);
    expect(Object.fromEntries([...remounted.cells].sort())).toEqual({ '0,0': 'base', '1,1': 'stored', '2,2': 'waiting' });
  });

  it('retries a first load that found no connection, and fails for good on a refusal or without a workbook', async () => {
    const server = new FakeServer();
    server.isUp = false;
    const student = await started(server, 1);
    expect(student.sync.getSnapshot()).toMatchObject({ status: 'loading', isOffline: true });
    server.isUp = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(student.sync.getSnapshot()).toMatchObject({ status: 'ready', isOffline: false });

    const refused = new SheetSync({
      load: () => Promise.reject(new ApiError(403, { code: ERRORS.FORBIDDEN.code, message: 'No.' })),
      send: server.send.bind(null, 3),
    });
    refused.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.getSnapshot()).toMatchObject({ status: 'failed', error: 'No.' });

    const linked = new SheetSync({
      load: async () => ({ workbookJson: null, version: 0, operations: [], isEditable: true, isReady: true }),
      send: server.send.bind(null, 3),
    });
    linked.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(linked.getSnapshot().status).toBe('failed');
  });

  it('tells subscribers about changes and stops everything on dispose', async () => {
    const server = new FakeServer();
    const student = await started(server, 1);
    const listener = vi.fn();
    student.sync.subscribe(listener);
    student.edit(setCell(1, 1, 'x'));
    expect(listener).toHaveBeenCalled();
    student.sync.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.send).not.toHaveBeenCalled();
  });
});
