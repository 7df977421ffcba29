import { ERRORS } from '@photostudy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mockApi';
import { getSheetState, postSheetOperations } from './sheetsApi';

/** The component's own keys mix cases: they must come through as the server stored them. */
const WORKBOOK_JSON = JSON.stringify([{ name: 'Sheet1', celldata: [{ r: 0, c: 0, v: { v: 1, m: '1' } }], showGridLines: 1 }]);
const OPS_JSON = JSON.stringify([{ op: 'replace', id: 'sheet_1', path: ['data', 0, 0, 'v'], value: { v: 2, luckysheet_select_save: [] } }]);

const STATE = {
  qid: 100,
  source: 'upload',
  sheet_url: null,
  file_name: 'budget.xlsx',
  workbook_json: WORKBOOK_JSON,
  version: 1,
  operations: [{ seq: 1, author_uid: 7, client_batch_id: 'b-1', ops_json: OPS_JSON, created: 1_700_000_000 }],
  is_ready: true,
  is_editable: true,
};

describe('sheets api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the sheet in camelCase with the workbook and the operations left as JSON text', async () => {
    mockApi({ 'GET /api/sheets/100': { body: STATE } });
    const state = await getSheetState(100);
    expect(state).toMatchObject({ qid: 100, source: 'upload', fileName: 'budget.xlsx', isReady: true, isEditable: true, version: 1 });
    expect(state.workbookJson).toBe(WORKBOOK_JSON);
    expect(state.operations[0]).toEqual({ seq: 1, authorUid: 7, clientBatchId: 'b-1', opsJson: OPS_JSON, created: 1_700_000_000 });
  });

  it('asks only for the batches after a seq', async () => {
    const { fetchMock } = mockApi({ 'GET /api/sheets/100': { body: { ...STATE, workbook_json: null, operations: [] } } });
    await getSheetState(100, 4);
    await getSheetState(100);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/sheets/100?after=4', '/api/sheets/100']);
  });

  it('posts a batch in snake_case, its operations untouched, and answers the seq', async () => {
    const { fetchMock } = mockApi({ 'POST /api/sheets/100/operations': { body: { seq: 5 } } });
    await expect(postSheetOperations(100, { clientBatchId: 'b-2', opsJson: OPS_JSON })).resolves.toBe(5);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ client_batch_id: 'b-2', ops_json: OPS_JSON });
  });

  it('raises the catalogued refusal of an edit after the session', async () => {
    mockApi({
      'POST /api/sheets/100/operations': {
        status: ERRORS.SHEET_READ_ONLY.status,
        body: { code: ERRORS.SHEET_READ_ONLY.code, message: ERRORS.SHEET_READ_ONLY.message },
      },
    });
    await expect(postSheetOperations(100, { clientBatchId: 'b-3', opsJson: OPS_JSON })).rejects.toMatchObject({
      code: 'SHEET_READ_ONLY',
      status: 409,
    });
  });
});
