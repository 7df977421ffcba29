import '@fortune-sheet/react/dist/index.css';
import { Workbook, type WorkbookInstance } from '@fortune-sheet/react';
import { useCallback, useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { completeSpanishLocale } from './fortuneSpanish';
import type { SheetSyncLike } from './sheetSyncShape';

completeSpanishLocale();

type Sheets = ComponentProps<typeof Workbook>['data'];
type Ops = Parameters<WorkbookInstance['applyOp']>[0];

/** Props of {@link FortuneWorkbook}. */
export interface FortuneWorkbookProps {
  sync: SheetSyncLike;
  isEditable: boolean;
  language: 'en' | 'es';
  /** Set to a function that reads the sheets as shown (for the download). */
  sheetsReader: RefObject<(() => unknown[]) | null>;
}

/** What is mounted: a workbook (remounted under a new key on every reset) and the batches to apply on it, in order. */
interface Shown {
  key: number;
  sheets: Sheets;
  batches: readonly unknown[][];
}

/**
 * Fortune-sheet driven by the sync: the only module that imports the component and its CSS, loaded lazily by
 * `LiveSheet` so neither reaches a page without a sheet. The sync's `reset` remounts the workbook (the component takes
 * its data only at mount) and applies the batches after it mounted; `apply` goes to `applyOp`, which Fortune-sheet 1.0.4
 * runs without history, so it never reports those operations back through `onOp`: only the user's own edits reach
 * `sync.local`.
 */
export default function FortuneWorkbook({ sync, isEditable, language, sheetsReader }: FortuneWorkbookProps) {
  const workbook = useRef<WorkbookInstance>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  /** True once the mounted workbook has its batches; until then `apply` queues. */
  const isCaughtUp = useRef(false);
  const queued = useRef<unknown[][]>([]);

  useEffect(
    () =>
      sync.attach({
        reset: (sheets, batches) => {
          isCaughtUp.current = false;
          queued.current = [];
          // The component freezes what it is given (immer): it gets copies, never the sync's own objects.
          setShown((previous) => ({ key: (previous?.key ?? 0) + 1, sheets: structuredClone(sheets) as Sheets, batches }));
        },
        apply: (ops) => {
          if (isCaughtUp.current && workbook.current) workbook.current.applyOp(structuredClone(ops) as Ops);
          else queued.current.push(ops);
        },
      }),
    [sync],
  );

  // Runs after the new workbook's own mount effects, so its first state is in place before the batches patch it.
  useEffect(() => {
    const instance = workbook.current;
    if (!shown || !instance) return;
    for (const batch of [...shown.batches, ...queued.current.splice(0)]) instance.applyOp(structuredClone(batch) as Ops);
    isCaughtUp.current = true;
  }, [shown]);

  useEffect(() => {
    sheetsReader.current = () => workbook.current?.getAllSheets() ?? [];
    return () => {
      sheetsReader.current = null;
    };
  }, [sheetsReader]);

  // Fortune-sheet reports an edit from inside a React state updater, which StrictMode runs twice in development: the
  // same operations twice in one tick are one edit (a row inserted twice would reach the other screen twice).
  const lastReported = useRef<string | null>(null);
  const onOp = useCallback(
    (ops: Ops) => {
      const json = JSON.stringify(ops);
      if (json === lastReported.current) return;
      lastReported.current = json;
      queueMicrotask(() => {
        if (lastReported.current === json) lastReported.current = null;
      });
      sync.local(ops);
    },
    [sync],
  );

  if (!shown) return null;
  return <Workbook key={shown.key} ref={workbook} data={shown.sheets} onOp={onOp} allowEdit={isEditable} lang={language} />;
}
