import { Anchor, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SessionView.module.css';
import { SheetPreparing } from './SheetPreparing';

/** Props of {@link SheetLinkFrame}. */
export interface SheetLinkFrameProps {
  /** The Google Sheets link the student gave. */
  url: string;
  /** False while the sheet's permissions are being updated: the frame waits. */
  isReady: boolean;
}

/**
 * A Google Sheets link in a frame, as before issue 18: Google draws and saves it, so it needs the network (unlike an
 * uploaded workbook, which the app edits itself); the note says so and offers the sheet in its own tab.
 */
export function SheetLinkFrame({ url, isReady }: SheetLinkFrameProps) {
  const { t } = useTranslation();
  const [isLoaded, setIsLoaded] = useState(false);
  return (
    <div className={classes.sheetPane}>
      <Group className={classes.sheetNote} justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('session.sheet.linkNote')}
        </Text>
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs" fw={600} style={{ flex: 'none' }}>
          {t('session.sheet.openInGoogle')}
        </Anchor>
      </Group>
      <div className={classes.sheetBody}>
        {!isLoaded || !isReady ? <SheetPreparing /> : null}
        {isReady ? (
          <iframe src={url} title={t('session.sheet.frameTitle')} onLoad={() => setIsLoaded(true)} className={classes.iframe} />
        ) : null}
      </div>
    </div>
  );
}
