import { Anchor, Box, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/** The texts of {@link SheetLinkFrame}, in the app's language. */
export interface SheetLinkFrameTexts {
  /** Why the frame needs the network (Google draws and saves it). */
  note: string;
  /** The link that opens the sheet in its own tab. */
  open: string;
  /** The frame's accessible title. */
  frameTitle: string;
}

/** Props of {@link SheetLinkFrame}. */
export interface SheetLinkFrameProps {
  /** The Google Sheets link the student gave. */
  url: string;
  texts: SheetLinkFrameTexts;
  /** False while the sheet's permissions are being updated: the frame waits (default true). */
  isReady?: boolean;
  /** Shown over the frame until it is ready and has loaded (the app's 'Preparing your spreadsheet...'). */
  preparing?: ReactNode;
}

const FILL = { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, position: 'relative' } as const;

/**
 * A Google Sheets link in a frame, on both sides: Google draws and saves it, so unlike an uploaded workbook (which the
 * apps edit themselves) it needs the network; a note says so and the link opens the sheet in its own tab.
 */
export function SheetLinkFrame({ url, texts, isReady = true, preparing = null }: SheetLinkFrameProps) {
  const [isLoaded, setIsLoaded] = useState(false);
  return (
    <Box style={FILL}>
      <Group
        justify="space-between"
        gap="xs"
        wrap="nowrap"
        px="sm"
        py={6}
        bg="gray.0"
        style={{ flex: 'none', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text size="xs" c="dimmed">
          {texts.note}
        </Text>
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs" fw={600} style={{ flex: 'none' }}>
          {texts.open}
        </Anchor>
      </Group>
      <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>
        {!isLoaded || !isReady ? preparing : null}
        {isReady ? (
          <iframe
            src={url}
            title={texts.frameTitle}
            onLoad={() => setIsLoaded(true)}
            style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
          />
        ) : null}
      </Box>
    </Box>
  );
}
