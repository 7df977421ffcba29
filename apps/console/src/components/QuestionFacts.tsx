import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionItem } from '../lib/api/expertApi';

/** Subject, language and mindset of a question as compact badges. */
export function QuestionFacts({ question }: { question: Pick<QuestionItem, 'subjectTitle' | 'lang' | 'metaData'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge variant="light" color="brand" radius="sm" title={t('question.subject')}>
        {question.subjectTitle}
      </Badge>
      <Badge variant="outline" color="gray" radius="sm" title={t('question.language')}>
        {question.lang.toUpperCase()}
      </Badge>
      {question.metaData.mindset.title ? (
        <Badge variant="light" color="accent" radius="sm" title={t('question.mindset')}>
          {question.metaData.mindset.title}
        </Badge>
      ) : null}
    </Group>
  );
}
