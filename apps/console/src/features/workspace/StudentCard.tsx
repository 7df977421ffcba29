import { Avatar, Card, Group, Image, Text } from '@mantine/core';
import { MathText } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { QuestionFacts } from '../../components/QuestionFacts';
import type { Question } from '../../lib/api/expertApi';
import { RepostNotice } from './PreviousSessions';
import { StudentPresence } from './StudentPresence';

/** The student, the question's facts (a repost with the student's reason), the problem with math and its image. */
export function StudentCard({ question, studentName }: { question: Question; studentName: string }) {
  const { t } = useTranslation();
  return (
    // A block that scrolls, not Mantine's flex column: in the workspace's fixed height a long repost notice or a tall
    // image squeezed each other (the notice's last line was cut) instead of letting the card scroll.
    // Focusable, so that a keyboard user can scroll it too.
    <Card
      withBorder
      radius="lg"
      padding="lg"
      style={{ display: 'block', overflowY: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={studentName}
    >
      <Group gap="sm" mb="md" wrap="nowrap">
        <Avatar src={question.author.avatar} radius="xl" color="brand">
          {studentName.slice(0, 1).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fw={700} truncate data-testid="student-name">
            {studentName}
          </Text>
          <Text size="xs" c="dimmed">
            #{question.qid} · {new Date(question.created * 1000).toLocaleString()}
          </Text>
          <StudentPresence studentUid={question.author.uid} />
        </div>
      </Group>
      <QuestionFacts question={question} />
      <RepostNotice question={question} />
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mt="lg" mb={4}>
        {t('workspace.problem')}
      </Text>
      <Text size="sm" data-testid="problem">
        <MathText text={question.title} />
      </Text>
      {question.attachmentUrl ? (
        <a href={question.attachmentUrl} target="_blank" rel="noreferrer">
          <Image src={question.attachmentUrl} alt={t('question.image')} radius="md" mt="md" mah={320} fit="contain" bg="gray.0" />
        </a>
      ) : null}
    </Card>
  );
}
