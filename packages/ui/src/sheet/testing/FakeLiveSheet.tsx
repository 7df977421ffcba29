import type { LiveSheet } from '../LiveSheet';
import { sheetStatusText } from '../sheetStatusText';
import { useEffect, useState, useSyncExternalStore, type ComponentProps } from 'react';

type LiveSheetProps = ComponentProps<typeof LiveSheet>;

const noSubscription = () => () => undefined;
const noState = () => null;

/**
 * Stands in for the ui package's `LiveSheet` in jsdom, where Fortune-sheet cannot draw: it attaches to the real sync
 * like the component does and shows what a test checks (whether editing is on, the batches applied, the status line's
 * words), with a button that makes one local edit.
 */
export function FakeLiveSheet({ sync, isEditable, texts }: LiveSheetProps) {
  const state = useSyncExternalStore(sync?.subscribe ?? noSubscription, sync?.getSnapshot ?? noState);
  const [applied, setApplied] = useState<unknown[][]>([]);
  useEffect(
    () =>
      sync?.attach({
        reset: (_sheets, batches) => setApplied([...batches]),
        apply: (ops) => setApplied((shown) => [...shown, ops]),
      }),
    [sync],
  );
  if (!state || state.status !== 'ready') return <p data-testid="live-sheet-preparing">{texts.preparing}</p>;
  const canEdit = isEditable && state.isEditable;
  return (
    <div data-testid="live-sheet" data-editable={String(canEdit)} data-applied={applied.length}>
      <p role="status">{sheetStatusText(state, canEdit, texts)}</p>
      <button type="button">{texts.download}</button>
      {canEdit ? (
        <button type="button" onClick={() => sync?.local([{ op: 'replace', id: 's1', path: ['data', 0, 0], value: { v: 'x' } }])}>
          edit A1
        </button>
      ) : null}
    </div>
  );
}
