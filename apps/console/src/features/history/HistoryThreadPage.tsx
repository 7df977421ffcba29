import { Anchor, Badge, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { MathText } from '@photostudy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatThread } from '../../components/ChatThread';
import { QuestionFacts } from '../../components/QuestionFacts';
import { SessionSheet } from '../../components/SessionSheet';
import { hasSessionSheet } from '../../components/sessionSheetRules';
import { expertApi, type Question } from '../../lib/api/expertApi';
import { useConsoleSession } from '../../lib/session';

/**
 * A past session's problem, its spreadsheet (read-only, as the session left it) and its thread; `load` reads it (the
 * expert API by default, the admin area passes its own).
 */
export function HistoryThreadPage({
  qid,
  onBack,
  load = expertApi.question,
  backLabel,
  isOperatorView = false,
}: {
  qid: number;
  onBack: () => void;
  load?: (qid: number) => Promise<Question>;
  backLabel?: string;
  /** Read as an operator: the expert's messages are labelled with the expert's name. */
  isOperatorView?: boolean;
}) {
  const { t } = useTranslation();
  const { auth } = useConsoleSession();
  const [question, setQuestion] = useState<Question | null | 'missing'>(null);

  useEffect(() => {
    load(qid).then(setQuestion, () => setQuestion('missing'));
  }, [qid, load]);

  if (question === null) return <Loader m="xl" />;
  const hasSheet = question !== 'missing' && hasSessionSheet(question);
  return (
    // A sheet needs the room of the whole page; the chat alone reads best narrow.
    <Stack gap="md" maw={hasSheet ? undefined : 880}>
      <Anchor component="button" type="button" onClick={onBack} size="sm" style={{ alignSelf: 'flex-start' }}>
        ← {backLabel ?? t('history.back')}
      </Anchor>
      {question === 'missing' ? (
        <Text>{t('workspace.notFound')}</Text>
      ) : (
        <>
          <Card withBorder radius="lg" padding="lg">
            <Group justify="space-between" mb="sm">
              <Title order={3} size="h4">
                {t('history.thread')} #{question.qid}
              </Title>
              <Badge variant="light" radius="sm">
                {t(`states.${question.state}`)}
              </Badge>
            </Group>
            <QuestionFacts question={question} />
            <Text size="sm" mt="md">
              <MathText text={question.title} />
            </Text>
            {question.attachmentUrl ? (
              <Image src={question.attachmentUrl} alt={t('question.image')} radius="md" mt="md" mah={280} fit="contain" />
            ) : null}
          </Card>
          {hasSheet ? (
            <Card withBorder radius="lg" padding={0} h={600} component="section" aria-label={t('workspace.sheet.title')}>
              <SessionSheet qid={question.qid} sheetUrl={question.sheetUrl} editing="ended" />
            </Card>
          ) : null}
          <Card withBorder radius="lg" padding="lg" bg="gray.0">
            <ChatThread
              messages={question.messages}
              myUid={isOperatorView ? (question.expert?.uid ?? -1) : (auth?.uid ?? 0)}
              myLabel={isOperatorView ? (question.expert?.name ?? t('question.expert')) : undefined}
              studentName={question.author.name ?? t('question.student')}
            />
          </Card>
        </>
      )}
    </Stack>
  );
}
