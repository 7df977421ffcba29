import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { forwardRef, useImperativeHandle, type ForwardedRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { LiveSheet, type LiveSheetTexts } from './LiveSheet';
import { FakeSheetSync } from './testing/fakeSheetSync';

/*
 * A user's edit cannot be made on Fortune-sheet in jsdom: it finds the cell under the pointer from the layout, which
 * jsdom does not compute. Here the component is replaced by one that makes an edit on a click and shows the `allowEdit`
 * it was given; LiveSheet.test.tsx covers the real component (mount, applied batches, remount, download).
 */
const userEdit = [{ op: 'replace', id: 's1', path: ['data', 0, 0], value: { v: 'typed', m: 'typed' } }];
vi.mock('@fortune-sheet/react', () => ({
  Workbook: forwardRef(function FakeWorkbook(
    { onOp, allowEdit }: { onOp: (ops: unknown[]) => void; allowEdit: boolean },
    ref: ForwardedRef<unknown>,
  ) {
    useImperativeHandle(ref, () => ({ applyOp: vi.fn(), getAllSheets: () => [] }));
    return (
      <>
        <button data-allow-edit={String(allowEdit)} onClick={() => onOp(structuredClone(userEdit))}>
          cell
        </button>
        {/* What the real component does under StrictMode: its state updater, and so onOp, runs twice per edit. */}
        <button
          onClick={() => {
            onOp(structuredClone(userEdit));
            onOp(structuredClone(userEdit));
          }}
        >
          strict cell
        </button>
      </>
    );
  }),
}));

/** The lazy chunk's first import takes seconds on a cold, busy machine. */
const LOAD_TIMEOUT = { timeout: 10_000 };

const TEXTS = Object.fromEntries(
  ['preparing', 'download', 'saving', 'saved', 'offline', 'viewOnly', 'notSaved', 'readOnlyRefused', 'loadFailed', 'downloadFailed'].map(
    (key) => [key, key],
  ),
) as unknown as LiveSheetTexts;

function renderSheet(sync: FakeSheetSync, isEditable: boolean) {
  const ui = (editable: boolean) => (
    <MantineProvider theme={theme}>
      <LiveSheet sync={sync} isEditable={editable} language="es" texts={TEXTS} />
    </MantineProvider>
  );
  const view = render(ui(isEditable));
  return (editable: boolean) => view.rerender(ui(editable));
}

describe('LiveSheet with the component stood in for', () => {
  it("hands the user's edits to the sync", async () => {
    const sync = new FakeSheetSync();
    renderSheet(sync, true);
    act(() => sync.load([{ id: 's1', name: 'Sheet1', celldata: [] }]));
    fireEvent.click(await screen.findByRole('button', { name: 'cell' }, LOAD_TIMEOUT));
    expect(sync.local).toHaveBeenCalledWith(userEdit);
  });

  it('takes an edit reported twice in one tick (StrictMode) once, and the same edit made again later again', async () => {
    const sync = new FakeSheetSync();
    renderSheet(sync, true);
    act(() => sync.load([{ id: 's1', name: 'Sheet1', celldata: [] }]));
    fireEvent.click(await screen.findByRole('button', { name: 'strict cell' }, LOAD_TIMEOUT));
    expect(sync.local).toHaveBeenCalledTimes(1);
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.click(screen.getByRole('button', { name: 'cell' }));
    expect(sync.local).toHaveBeenCalledTimes(2);
  });

  it('is editable only while both the app and the server allow it', async () => {
    const sync = new FakeSheetSync();
    const setEditable = renderSheet(sync, true);
    act(() => sync.load([{ id: 's1', name: 'Sheet1', celldata: [] }]));
    const cell = await screen.findByRole('button', { name: 'cell' }, LOAD_TIMEOUT);
    expect(cell).toHaveAttribute('data-allow-edit', 'true');
    setEditable(false);
    expect(cell).toHaveAttribute('data-allow-edit', 'false');
    setEditable(true);
    act(() => sync.set({ isEditable: false }));
    expect(cell).toHaveAttribute('data-allow-edit', 'false');
  });
});
