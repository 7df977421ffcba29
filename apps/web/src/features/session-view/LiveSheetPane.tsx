import { STUDENT_PRESENCE_EVENTS } from '@photostudy/contracts';
import { SheetSync } from '@photostudy/client';
import { LiveSheet, useSheetSync, type SheetSyncWiring } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { getSheetState, postSheetOperations, type SheetState } from '../../lib/api';
import { studentRealtime } from '../../lib/realtime';
import classes from './SessionView.module.css';
import type { SheetEditing } from './sheetRules';

/** Props of {@link LiveSheetPane}. */
export interface LiveSheetPaneProps {
  qid: number;
  /** The first full read of the sheet: the sync starts from it instead of reading again. */
  initial: SheetState;
  editing: SheetEditing;
}

/**
 * An uploaded workbook as the live sheet of the ui package, kept in step by the client's `SheetSync`: this app's API
 * calls, its presence channel's `sheetOperationsAdded` and its `reconnected` feed it.
 */
export function LiveSheetPane({ qid, initial, editing }: LiveSheetPaneProps) {
  const { t, i18n } = useTranslation();
  const wiring: SheetSyncWiring = {
    create: (id) =>
      new SheetSync({
        initial,
        load: (after) => getSheetState(id, after),
        send: async (batch) => ({ seq: await postSheetOperations(id, batch) }),
      }),
    onBatch: (listener) =>
      studentRealtime.listen((event) => {
        if (event.channel === 'presence' && event.name === STUDENT_PRESENCE_EVENTS.sheetOperationsAdded) listener(event.data);
      }),
    onReconnected: (listener) =>
      studentRealtime.listen((event) => {
        if (event.channel === 'connection') listener();
      }),
  };
  const sync = useSheetSync(qid, wiring);

  return (
    <div className={classes.sheetBody} data-testid="session-live-sheet">
      <LiveSheet
        sync={sync}
        isEditable={editing === 'editable'}
        language={i18n.language === 'es' ? 'es' : 'en'}
        texts={{
          preparing: t('session.sheet.preparing'),
          download: t('session.sheet.download'),
          saving: t('session.sheet.saving'),
          saved: t('session.sheet.saved'),
          offline: t('session.sheet.offline'),
          viewOnly: t(editing === 'notYet' ? 'session.sheet.readOnlyBefore' : 'session.sheet.readOnlyEnded'),
          notSaved: t('session.sheet.editFailed'),
          readOnlyRefused: t('session.sheet.readOnlyRefused'),
          loadFailed: t('session.sheet.loadFailed'),
          downloadFailed: t('session.sheet.downloadFailed'),
        }}
      />
    </div>
  );
}
