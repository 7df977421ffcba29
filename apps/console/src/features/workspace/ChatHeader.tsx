import { Badge, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionTimer } from '../../components/SessionTimer';
import type { Question } from '../../lib/api/expertApi';
import { nowS } from '../../lib/time';
import { useInterval } from '../../lib/useInterval';
import classes from './WorkspacePage.module.css';

/** The chat's title, the session state and the timer, which ticks here (locally) once a second. */
export function ChatHeader({ question, isLive, isEnded }: { question: Question; isLive: boolean; isEnded: boolean }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(nowS);
  useInterval(() => setNow(nowS()), 1000);
  const discussion = question.discussion;
  return (
    <Group justify="space-between" px="lg" py="md" className={classes.mainHeader} wrap="nowrap">
      <Group gap="sm">
        <Title order={3} size="h4">
          {t('workspace.chat')}
        </Title>
        <Badge variant="light" color={isLive ? 'teal' : isEnded ? 'gray' : 'brand'} radius="sm">
          {t(`states.${question.state}`)}
        </Badge>
      </Group>
      <SessionTimer
        started={discussion ? discussion.started : null}
        duration={discussion ? discussion.duration : null}
        now={now}
        isEnded={isEnded}
      />
    </Group>
  );
}
