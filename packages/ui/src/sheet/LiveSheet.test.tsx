import { MantineProvider } from '@mantine/core';
import { ERRORS } from '@photostudy/contracts';
import type * as WorkbookModule from '@photostudy/workbook';
import { sheetsToXlsx, xlsxToSheets } from '@photostudy/workbook';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { LiveSheet, type LiveSheetTexts } from './LiveSheet';
import { FakeSheetSync } from './testing/fakeSheetSync';

// The real workbook package, watched: the download must hand it the sheets as shown.
vi.mock('@photostudy/workbook', async (importOriginal) => {
  const actual = await importOriginal<typeof WorkbookModule>();
  return { ...actual, sheetsToXlsx: vi.fn(actual.sheetsToXlsx) };
});

// Fortune-sheet mounts in jsdom; only what jsdom lacks is stood in for: a canvas context (the grid is drawn on it; jsdom
// answers null after printing an error per call) and object URLs (the download).
const createObjectURL = vi.fn((_blob: Blob) => 'blob:sheet');
const revokeObjectURL = vi.fn();
let clickedLinks: HTMLAnchorElement[] = [];
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as typeof HTMLCanvasElement.prototype.getContext;
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clickedLinks.push(this);
  });
});
afterAll(() => vi.restoreAllMocks());
beforeEach(() => {
  clickedLinks = [];
  createObjectURL.mockClear();
  vi.mocked(sheetsToXlsx).mockClear();
});

const TEXTS: LiveSheetTexts = {
  preparing: 'Preparing your spreadsheet...',
  download: 'Download .xlsx',
  saving: 'Saving...',
  saved: 'All changes saved',
  offline: 'Offline. Your changes will be sent when the connection is back.',
  viewOnly: 'View only',
  notSaved: 'Your latest changes could not be saved.',
  readOnlyRefused: 'The spreadsheet can only be edited while the session runs.',
  loadFailed: 'The spreadsheet could not be opened.',
  downloadFailed: 'The file could not be prepared. Please try again.',
};

const WORKBOOK = [{ id: 's1', name: 'Budget', order: 0, status: 1, celldata: [{ r: 0, c: 0, v: { v: 'Item', m: 'Item' } }] }];

function setCell(r: number, c: number, value: string) {
  return { op: 'replace', id: 's1', path: ['data', r, c], value: { v: value, m: value } };
}

function renderSheet(sync: FakeSheetSync | null, isEditable = true) {
  const ui = (editable: boolean) => (
    <MantineProvider theme={theme}>
      <div style={{ height: 600 }}>
        <LiveSheet sync={sync} isEditable={editable} language="en" texts={TEXTS} />
      </div>
    </MantineProvider>
  );
  const view = render(ui(isEditable));
  return { ...view, setEditable: (editable: boolean) => view.rerender(ui(editable)) };
}

/** Fortune-sheet's chunk and ExcelJS load at first use: seconds on a cold, busy machine. */
const LOAD_TIMEOUT = { timeout: 10_000 };

async function mounted(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('.fortune-container')).not.toBeNull(), LOAD_TIMEOUT);
}

/** Downloads through the button and reads the saved file back with the workbook package's own reader. */
async function download(): Promise<{ sheets: unknown[]; cells: Record<string, unknown>; fileName: string }> {
  fireEvent.click(screen.getByRole('button', { name: TEXTS.download }));
  await waitFor(() => expect(clickedLinks).toHaveLength(1), LOAD_TIMEOUT);
  // jsdom's Blob cannot be read back; the bytes in it are what the workbook package answered.
  const blob = createObjectURL.mock.calls[0]![0];
  const bytes = await (vi.mocked(sheetsToXlsx).mock.results[0]!.value as Promise<Uint8Array>);
  expect(blob.size).toBe(bytes.length);
  expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const [sheet] = await xlsxToSheets(bytes, 'xlsx', { maxCells: 1000, maxSheets: 5 });
  const cells = Object.fromEntries((sheet?.celldata ?? []).map((cell) => [`${cell.r},${cell.c}`, cell.v?.v]));
  return { sheets: vi.mocked(sheetsToXlsx).mock.calls[0]![0], cells, fileName: clickedLinks[0]!.download };
}

describe('LiveSheet', { timeout: 30_000 }, () => {
  it("shows 'Preparing' until the sync has the sheet", () => {
    const { rerender } = render(
      <MantineProvider theme={theme}>
        <LiveSheet sync={null} isEditable language="en" texts={TEXTS} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('live-sheet-preparing')).toHaveTextContent(TEXTS.preparing);
    rerender(
      <MantineProvider theme={theme}>
        <LiveSheet sync={new FakeSheetSync()} isEditable language="en" texts={TEXTS} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('live-sheet-preparing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.download })).toBeNull();
  });

  it('mounts Fortune-sheet with the workbook and its batches, applies later batches, and never reports them as ours', async () => {
    const sync = new FakeSheetSync();
    const { container } = renderSheet(sync);
    act(() => sync.load(WORKBOOK, [[setCell(1, 0, 'Rent')], [setCell(1, 1, '900')]], { fileName: 'budget.xls' }));
    await mounted(container);
    act(() => sync.view?.apply([setCell(1, 1, '950'), setCell(2, 0, 'Food')]));
    const { cells, fileName } = await download();
    expect(cells).toMatchObject({ '0,0': 'Item', '1,0': 'Rent', '1,1': '950', '2,0': 'Food' });
    expect(fileName).toBe('budget.xlsx');
    // Fortune-sheet runs applyOp without history: nothing applied from the server comes back through onOp.
    expect(sync.local).not.toHaveBeenCalled();
  });

  it('remounts the workbook when the sync resets it (a rebuild or a reload after a refusal)', async () => {
    const sync = new FakeSheetSync();
    const { container } = renderSheet(sync);
    act(() => sync.load(WORKBOOK, [[setCell(1, 0, 'mine, refused')]]));
    await mounted(container);
    act(() => sync.view?.reset(WORKBOOK, []));
    act(() => sync.view?.apply([setCell(3, 3, 'after')]));
    await mounted(container);
    const { cells } = await download();
    expect(cells).toEqual({ '0,0': 'Item', '3,3': 'after' });
  });

  it('says whether our edits are saved, waiting, offline or refused, and when the sheet is view only', async () => {
    const sync = new FakeSheetSync();
    const { container, setEditable } = renderSheet(sync);
    act(() => sync.load(WORKBOOK));
    await mounted(container);
    const status = () => screen.getByTestId('live-sheet-status');
    expect(status()).toHaveTextContent(TEXTS.saved);
    act(() => sync.set({ pendingCount: 2 }));
    expect(status()).toHaveTextContent(TEXTS.saving);
    act(() => sync.set({ isOffline: true }));
    expect(status()).toHaveTextContent(TEXTS.offline);
    act(() => sync.set({ isOffline: false, pendingCount: 0, hasDroppedEdits: true, isEditable: false }));
    expect(status()).toHaveTextContent(TEXTS.notSaved);
    act(() => sync.set({ errorCode: ERRORS.SHEET_READ_ONLY.code }));
    expect(status()).toHaveTextContent(TEXTS.readOnlyRefused);
    act(() => sync.set({ hasDroppedEdits: false }));
    expect(status()).toHaveTextContent(TEXTS.viewOnly);
    act(() => sync.set({ isEditable: true }));
    setEditable(false);
    expect(status()).toHaveTextContent(TEXTS.viewOnly);
  });

  it('asks the sync for the server state again when the app allows editing', async () => {
    const sync = new FakeSheetSync();
    const { setEditable } = renderSheet(sync, false);
    expect(sync.refresh).not.toHaveBeenCalled();
    setEditable(true);
    expect(sync.refresh).toHaveBeenCalledTimes(1);
  });

  it('tells when the sheet cannot be opened', () => {
    const sync = new FakeSheetSync();
    renderSheet(sync);
    act(() => sync.set({ status: 'failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.loadFailed);
  });

  it('tells when the file could not be prepared', async () => {
    const sync = new FakeSheetSync();
    const { container } = renderSheet(sync);
    act(() => sync.load(WORKBOOK));
    await mounted(container);
    vi.mocked(sheetsToXlsx).mockRejectedValueOnce(new Error('no'));
    fireEvent.click(screen.getByRole('button', { name: TEXTS.download }));
    expect(await screen.findByText(TEXTS.downloadFailed, {}, LOAD_TIMEOUT)).toBeInTheDocument();
    expect(clickedLinks).toHaveLength(0);
  });
});
