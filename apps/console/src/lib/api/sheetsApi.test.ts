import { mockFetchRoutes } from '@photostudy/client/testing';
import { ERRORS } from '@photostudy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../testing/apiRequests';
import { sheetsApi } from './sheetsApi';

/** The component's own keys mix cases: they must come through as the server stored them. */
const WORKBOOK_JSON = JSON.stringify([{ name: 'Sheet1', celldata: [{ r: 0, c: 0, v: { v: 1 } }], showGridLines: 1 }]);
const OPS_JSON = JSON.stringify([{ op: 'replace', id: 's1', path: ['data', 0, 0], value: { luckysheet_select_save: [] } }]);

const STATE = {
  qid: 100,
  source: 'link',
  sheet_url: 'https://docs.google.com/spreadsheets/d/abc/edit',
  file_name: null,
  workbook_json: WORKBOOK_JSON,
  version: 2,
  operations: [{ seq: 2, author_uid: 42, client_batch_id: 'e-1', ops_json: OPS_JSON, created: 1_700_000_000 }],
  is_ready: true,
  is_editable: false,
};

describe('console sheets api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the sheet (and only the later batches with after), JSON text untouched', async () => {
    const fetchMock = mockFetchRoutes({ 'GET /api/sheets/100': { body: STATE } });
    const state = await sheetsApi.state(100);
    expect(state).toMatchObject({ source: 'link', sheetUrl: STATE.sheet_url, isEditable: false, version: 2 });
    expect(state.workbookJson).toBe(WORKBOOK_JSON);
    expect(state.operations[0]!.opsJson).toBe(OPS_JSON);
    await sheetsApi.state(100, 2);
    expect(sentRequests(fetchMock).map((r) => r.query)).toEqual([{}, { after: '2' }]);
  });

  it('posts a batch in snake_case and answers its seq; a refusal is the catalogued error', async () => {
    const fetchMock = mockFetchRoutes({ 'POST /api/sheets/100/operations': { body: { seq: 3 } } });
    await expect(sheetsApi.postOperations(100, { clientBatchId: 'e-2', opsJson: OPS_JSON })).resolves.toBe(3);
    expect(sentRequests(fetchMock, 'POST /api/sheets/100/operations')[0]!.body).toEqual({ client_batch_id: 'e-2', ops_json: OPS_JSON });

    mockFetchRoutes({
      'POST /api/sheets/100/operations': {
        status: 409,
        body: { code: ERRORS.SHEET_READ_ONLY.code, message: ERRORS.SHEET_READ_ONLY.message },
      },
    });
    await expect(sheetsApi.postOperations(100, { clientBatchId: 'e-3', opsJson: OPS_JSON })).rejects.toMatchObject({
      code: 'SHEET_READ_ONLY',
    });
  });
});
