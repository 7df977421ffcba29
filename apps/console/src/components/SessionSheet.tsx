import { Button, Loader, Stack, Text } from '@mantine/core';
import { GOOGLE_SHEETS_URL_PREFIX } from '@photostudy/contracts';
import { SheetSync } from '@photostudy/client';
import { LiveSheet, SheetLinkFrame, useFirstSheetLoad, useSheetSync, type SheetLoadFailure, type SheetSyncWiring } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { sheetsApi, type SheetState } from '../lib/api/sheetsApi';
import { realtime } from '../lib/realtime';
import classes from './SessionSheet.module.css';
import type { SheetEditing } from './sessionSheetRules';

/** Props of {@link SessionSheet}. */
export interface SessionSheetProps {
  qid: number;
  /** The question's `sheetUrl`: shown when it is a Google Sheets link the sheet route does not answer for. */
  sheetUrl: string | null;
  editing: SheetEditing;
}

const FAILURE_TEXTS: Record<SheetLoadFailure, string> = {
  unreadable: 'workspace.sheet.unreadable',
  tooLarge: 'workspace.sheet.tooLarge',
  notFound: 'workspace.sheet.loadFailed',
  other: 'workspace.sheet.loadFailed',
};

const readSheet = (qid: number, signal: AbortSignal) => sheetsApi.state(qid, undefined, signal);

/**
 * The session's spreadsheet in the console (issue 18): an uploaded workbook is the live sheet the assigned expert edits
 * with the student; a Google Sheets link opens in a new tab and shows in a frame (Google's page: it needs the network).
 * Used by the workspace and by the read-only history.
 */
export function SessionSheet({ qid, sheetUrl, editing }: SessionSheetProps) {
  const { t } = useTranslation();
  // The console shows a sheet only where the question has one: it is read at once.
  const { load, retry } = useFirstSheetLoad(qid, true, readSheet);

  if (load.status === 'loading' || load.status === 'waiting') {
    return (
      <Stack align="center" justify="center" h="100%" gap="sm" data-testid="sheet-preparing">
        <Loader type="bars" />
        <Text fw={600}>{t('workspace.sheet.preparing')}</Text>
      </Stack>
    );
  }
  if (load.status === 'failed') {
    if (sheetUrl?.startsWith(GOOGLE_SHEETS_URL_PREFIX)) return <SheetLink url={sheetUrl} />;
    return (
      <Stack align="center" justify="center" h="100%" gap="sm">
        <Text c="red.9" role="alert">
          {t(FAILURE_TEXTS[load.failure])}
        </Text>
        <Button variant="light" onClick={retry}>
          {t('workspace.sheet.retry')}
        </Button>
      </Stack>
    );
  }
  const linkUrl = load.state.sheetUrl ?? sheetUrl;
  if (load.state.source === 'link' && linkUrl) return <SheetLink url={linkUrl} />;
  return <LiveSheetPane qid={qid} initial={load.state} editing={editing} />;
}

/** A Google Sheets link: a link that opens it in a new tab, and Google's page in a frame below. */
function SheetLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <SheetLinkFrame
      url={url}
      texts={{
        note: t('workspace.sheet.linkNote'),
        open: `${t('workspace.sheet.openLink')} ↗`,
        frameTitle: t('workspace.sheet.frameTitle'),
      }}
    />
  );
}

/** An uploaded workbook as the ui package's live sheet, kept in step by the client's `SheetSync` over the console's calls. */
function LiveSheetPane({ qid, initial, editing }: { qid: number; initial: SheetState; editing: SheetEditing }) {
  const { t, i18n } = useTranslation();
  const wiring: SheetSyncWiring = {
    create: (id) =>
      new SheetSync({
        initial,
        load: (after) => sheetsApi.state(id, after),
        send: async (batch) => ({ seq: await sheetsApi.postOperations(id, batch) }),
      }),
    onBatch: (listener) => realtime.listen({ onSheetOperations: listener }),
    onReconnected: (listener) => realtime.listen({ onReconnected: listener }),
  };
  const sync = useSheetSync(qid, wiring);
  return (
    <div className={classes.pane} data-testid="session-live-sheet">
      <LiveSheet
        sync={sync}
        isEditable={editing === 'editable'}
        language={i18n.language === 'es' ? 'es' : 'en'}
        texts={{
          preparing: t('workspace.sheet.preparing'),
          download: t('workspace.sheet.download'),
          saving: t('workspace.sheet.saving'),
          saved: t('workspace.sheet.saved'),
          offline: t('workspace.sheet.offline'),
          viewOnly: t(editing === 'notMine' ? 'workspace.sheet.readOnlyNotMine' : 'workspace.sheet.readOnlyEnded'),
          notSaved: t('workspace.sheet.editFailed'),
          readOnlyRefused: t('workspace.sheet.readOnlyRefused'),
          loadFailed: t('workspace.sheet.loadFailed'),
          downloadFailed: t('workspace.sheet.downloadFailed'),
        }}
      />
    </div>
  );
}
