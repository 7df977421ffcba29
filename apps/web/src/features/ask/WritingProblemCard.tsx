import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { WritingProblem } from '@photostudy/contracts';
import { useTranslation } from 'react-i18next';
import { ClockIcon, DocumentIcon, LinkIcon } from '../../components/icons';
import { formatDateTime } from '../../lib/i18n';
import classes from './WritingForm.module.css';

/** Badge colours of the Writing states. */
const STATE_COLORS: Record<WritingProblem['state'], string> = {
  waiting: 'blue',
  claimed: 'brand',
  delivered: 'teal',
  refunded: 'gray',
};

/** Props of {@link WritingProblemCard}. */
export interface WritingProblemCardProps {
  problem: WritingProblem;
  /** The heading of the card, at the level the page needs. */
  title: string;
}

/** The student's open (or just submitted) Writing problem: its state, description, document and the 48-hour deadline. */
export function WritingProblemCard({ problem, title }: WritingProblemCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <section className={classes.problemCard} aria-labelledby={`writing-problem-${problem.id}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text component="h2" fw={800} size="lg" id={`writing-problem-${problem.id}`}>
          {title}
        </Text>
        <Badge color={STATE_COLORS[problem.state]} variant="light" radius="sm" size="lg">
          {t(`writing.state.${problem.state}`)}
        </Badge>
      </Group>
      <Stack gap={8} mt="sm">
        <Text className={classes.description}>{problem.description}</Text>
        <Text size="sm" className={classes.meta}>
          {problem.source === 'file' ? (
            <>
              <DocumentIcon size={18} />
              {t('writing.documentFile', { name: problem.fileName ?? '' })}
            </>
          ) : (
            <>
              <LinkIcon size={18} />
              <Anchor href={problem.url ?? undefined} target="_blank" rel="noopener noreferrer" size="sm">
                {t('writing.documentLink')}
              </Anchor>
            </>
          )}
        </Text>
        <Text size="sm" className={classes.meta}>
          <ClockIcon size={18} />
          {t('writing.deadline', { deadline: formatDateTime(problem.deadline, i18n.language) })}
        </Text>
      </Stack>
    </section>
  );
}
