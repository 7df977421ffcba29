import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { ERRORS, GOOGLE_SHEETS_URL_PREFIX } from '@photostudy/contracts';
import { SheetSync } from '@photostudy/client';
import { LiveSheet, useSheetSync, type SheetSyncWiring } from '@photostudy/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api/ApiError';
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

type SheetLoad = { status: 'loading' } | { status: 'loaded'; state: SheetState } | { status: 'failed'; text: string };

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.code === ERRORS.SHEET_UNREADABLE.code) return 'workspace.sheet.unreadable';
  if (error instanceof ApiError && error.code === ERRORS.SHEET_TOO_LARGE.code) return 'workspace.sheet.tooLarge';
  return 'workspace.sheet.loadFailed';
}

/**
 * The session's spreadsheet in the console (issue 18): an uploaded workbook is the live sheet the assigned expert edits
 * with the student; a Google Sheets link opens in a new tab and shows in a frame (Google's page: it needs the network).
 * Used by the workspace and by the read-only history.
 */
export function SessionSheet({ qid, sheetUrl, editing }: SessionSheetProps) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<SheetLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    sheetsApi.state(qid, undefined, controller.signal).then(
      (state) => setLoad({ status: 'loaded', state }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', text: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [qid, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (load.status === 'loading') {
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
          {t(load.text)}
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
    <div className={classes.pane}>
      <Group className={classes.note} justify="space-between" gap="sm" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('workspace.sheet.linkNote')}
        </Text>
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" fw={600} style={{ flex: 'none' }}>
          {t('workspace.sheet.openLink')} ↗
        </Anchor>
      </Group>
      <iframe src={url} title={t('workspace.sheet.frameTitle')} className={classes.frame} />
    </div>
  );
}

/** An uploaded workbook as the ui package's live sheet, kept in step by the client's `SheetSync` over the console's calls. */
function LiveSheetPane({ qid, initial, editing }: { qid: number; initial: SheetState; editing: SheetEditing }) {
  const { t, i18n } = useTranslation();
  // The server's SHEET_READ_ONLY: our edits came after the end; the sync shows its state again, we say why.
  const [isRefusedReadOnly, setIsRefusedReadOnly] = useState(false);
  const wiring: SheetSyncWiring = {
    create: (id) =>
      new SheetSync({
        initial,
        load: (after) => sheetsApi.state(id, after),
        send: async (batch) => {
          try {
            const seq = await sheetsApi.postOperations(id, batch);
            setIsRefusedReadOnly(false);
            return { seq };
          } catch (error) {
            if (error instanceof ApiError && error.code === ERRORS.SHEET_READ_ONLY.code) setIsRefusedReadOnly(true);
            throw error;
          }
        },
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
          notSaved: t(isRefusedReadOnly ? 'workspace.sheet.readOnlyRefused' : 'workspace.sheet.editFailed'),
          loadFailed: t('workspace.sheet.loadFailed'),
          downloadFailed: t('workspace.sheet.downloadFailed'),
        }}
      />
    </div>
  );
}
