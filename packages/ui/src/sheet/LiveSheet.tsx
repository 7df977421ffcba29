import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Loader } from '../Loader';
import { downloadXlsx } from './downloadXlsx';
import { sheetStatusText } from './sheetStatusText';
import type { SheetSyncLike, SheetSyncStateLike } from './sheetSyncShape';

// Fortune-sheet and its CSS (hundreds of kB) load only when a sheet is shown.
const FortuneWorkbook = lazy(() => import('./FortuneWorkbook'));

/** The live sheet's texts, in the app's language. */
export interface LiveSheetTexts {
  /** 'Preparing your spreadsheet...' while the sheet loads. */
  preparing: string;
  /** 'Download .xlsx' */
  download: string;
  /** 'Saving...' while our edits wait for the server. */
  saving: string;
  /** 'All changes saved' */
  saved: string;
  /** 'Offline. Your changes will be sent when the connection is back.' */
  offline: string;
  /** 'View only' when the sheet cannot be edited now. */
  viewOnly: string;
  /** 'Your latest changes could not be saved.' after the server refused them (the sheet shows its state). */
  notSaved: string;
  /** 'The spreadsheet can only be edited while the session runs.' when the refusal was `SHEET_READ_ONLY`. */
  readOnlyRefused: string;
  /** 'The spreadsheet could not be opened.' */
  loadFailed: string;
  /** 'The file could not be prepared. Please try again.' */
  downloadFailed: string;
}

/** Props of {@link LiveSheet}. */
export interface LiveSheetProps {
  /** The question's sync (from `useSheetSync`); null shows 'Preparing'. */
  sync: SheetSyncLike | null;
  /** The app's word (the session runs, the caller may edit); the server's last answer must allow it too. */
  isEditable: boolean;
  /** The component's menus and formula names follow it. */
  language: 'en' | 'es';
  texts: LiveSheetTexts;
}

const WAITING: SheetSyncStateLike = {
  status: 'loading',
  pendingCount: 0,
  isOffline: false,
  isEditable: false,
  fileName: null,
  hasDroppedEdits: false,
};
const noSubscription = () => () => undefined;
const waiting = () => WAITING;

/**
 * The session's live spreadsheet (issue 18): a status line ('Saving...', 'All changes saved', offline, view only) with
 * the 'Download .xlsx' button over the sheet. It fills its parent, which must have a height.
 */
export function LiveSheet({ sync, isEditable, language, texts }: LiveSheetProps) {
  const state = useSyncExternalStore(sync?.subscribe ?? noSubscription, sync?.getSnapshot ?? waiting, sync?.getSnapshot ?? waiting);
  const canEdit = isEditable && state.isEditable && state.status === 'ready';
  const sheetsReader = useRef<(() => unknown[]) | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const [hasDownloadFailed, setHasDownloadFailed] = useState(false);

  // The app allows editing again (the discussion started): the server's answer may have changed too.
  const wasEditable = useRef(isEditable);
  useEffect(() => {
    if (isEditable && !wasEditable.current) sync?.refresh();
    wasEditable.current = isEditable;
  }, [isEditable, sync]);

  const download = async () => {
    const read = sheetsReader.current;
    if (!read) return;
    setIsDownloading(true);
    setHasDownloadFailed(false);
    try {
      await downloadXlsx(read(), state.fileName);
    } catch {
      setHasDownloadFailed(true);
    } finally {
      setIsDownloading(false);
    }
  };

  const preparing = (
    <Stack align="center" justify="center" gap="sm" h="100%" data-testid="live-sheet-preparing">
      <Loader label={texts.preparing} />
      <Text fw={600}>{texts.preparing}</Text>
    </Stack>
  );

  let body = preparing;
  if (sync && state.status === 'failed') {
    body = (
      <Stack align="center" justify="center" h="100%">
        <Text c="red.9" role="alert">
          {texts.loadFailed}
        </Text>
      </Stack>
    );
  } else if (sync && state.status === 'ready') {
    body = (
      <Suspense fallback={preparing}>
        <FortuneWorkbook sync={sync} isEditable={canEdit} language={language} sheetsReader={sheetsReader} />
      </Suspense>
    );
  }

  return (
    <Stack gap={0} h="100%" data-testid="live-sheet">
      {state.status === 'ready' ? (
        <Group justify="space-between" wrap="nowrap" px="sm" py={4} gap="sm">
          <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="live-sheet-status">
            {sheetStatusText(state, canEdit, texts)}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {hasDownloadFailed ? (
              <Text size="sm" c="red.9" role="alert">
                {texts.downloadFailed}
              </Text>
            ) : null}
            <Button size="compact-sm" variant="light" loading={isDownloading} onClick={() => void download()}>
              {texts.download}
            </Button>
          </Group>
        </Group>
      ) : null}
      <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>
        <Box style={{ position: 'absolute', inset: 0 }}>{body}</Box>
      </Box>
    </Stack>
  );
}
