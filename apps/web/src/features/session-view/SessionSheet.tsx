import { Button, Stack, Text } from '@mantine/core';
import { GOOGLE_SHEETS_URL_PREFIX } from '@photostudy/contracts';
import { SheetLinkFrame, useFirstSheetLoad, type SheetLoadFailure } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { getSheetState } from '../../lib/api';
import { LiveSheetPane } from './LiveSheetPane';
import classes from './SessionView.module.css';
import { SheetPreparing } from './SheetPreparing';
import type { SheetEditing } from './sheetRules';

/** Props of {@link SessionSheet}. */
export interface SessionSheetProps {
  qid: number;
  /** The question's `sheetUrl`: shown in a frame when it is a Google Sheets link the sheet route does not answer for. */
  sheetUrl: string | null;
  /** The sheet is ready (the permission events of spec 001 section 4; always on history). */
  isReady: boolean;
  editing: SheetEditing;
}

const FAILURE_TEXTS: Record<SheetLoadFailure, string> = {
  unreadable: 'session.sheet.unreadable',
  tooLarge: 'session.sheet.tooLarge',
  notFound: 'session.sheet.loadFailed',
  other: 'session.sheet.loadFailed',
};

const readSheet = (qid: number, signal: AbortSignal) => getSheetState(qid, undefined, signal);

/**
 * The session's spreadsheet beside the chat (issue 18): an uploaded workbook is the live sheet both sides edit in the
 * app, a Google Sheets link stays Google's page in a frame. 'Preparing your spreadsheet...' until it is ready.
 */
export function SessionSheet({ qid, sheetUrl, isReady, editing }: SessionSheetProps) {
  const { t } = useTranslation();
  const { load, retry } = useFirstSheetLoad(qid, isReady, readSheet);
  const linkFrame = (url: string) => (
    <SheetLinkFrame
      url={url}
      isReady={isReady}
      preparing={<SheetPreparing />}
      texts={{ note: t('session.sheet.linkNote'), open: t('session.sheet.openInGoogle'), frameTitle: t('session.sheet.frameTitle') }}
    />
  );

  if (load.status === 'loaded') {
    const { state } = load;
    const linkUrl = state.sheetUrl ?? sheetUrl;
    if (state.source === 'link' && linkUrl) return linkFrame(linkUrl);
    return (
      <div className={classes.sheetPane}>
        {isReady ? null : <SheetPreparing />}
        <LiveSheetPane qid={qid} initial={state} editing={editing} />
      </div>
    );
  }
  if (load.status === 'failed') {
    // A sample session or a sheet from before issue 18: the link is all there is.
    if (sheetUrl?.startsWith(GOOGLE_SHEETS_URL_PREFIX)) return linkFrame(sheetUrl);
    return (
      <Stack align="center" justify="center" h="100%" gap="sm">
        <Text c="red.9" role="alert">
          {t(FAILURE_TEXTS[load.failure])}
        </Text>
        {load.failure === 'other' ? (
          <Button variant="light" onClick={retry}>
            {t('session.sheet.retry')}
          </Button>
        ) : null}
      </Stack>
    );
  }
  return <SheetPreparing />;
}
