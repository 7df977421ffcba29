import { Button, Card, Group, Kbd } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Props of {@link SessionActions}. */
export interface SessionActionsProps {
  /** Claimed but not started: the question can still be given back. */
  canReject: boolean;
  isLive: boolean;
  isBusy: boolean;
  onReject: () => void;
  onFlag: () => void;
  onEnd: () => void;
}

/** Give back (before Start), Flag, and End (live only, Ctrl+E) of my open session. */
export function SessionActions({ canReject, isLive, isBusy, onReject, onFlag, onEnd }: SessionActionsProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="md">
      <Group gap="xs">
        {canReject ? (
          <Button variant="default" color="gray" onClick={onReject} disabled={isBusy}>
            {t('workspace.reject')}
          </Button>
        ) : null}
        <Button variant="light" color="orange" onClick={onFlag} disabled={isBusy}>
          {t('workspace.flag')}
        </Button>
        {isLive ? (
          <Button color="red" variant="light" onClick={onEnd} disabled={isBusy} rightSection={<Kbd size="xs">Ctrl E</Kbd>}>
            {t('workspace.end')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
