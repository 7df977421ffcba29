import { Badge, Group } from '@mantine/core';
import { catalogMindsetName, catalogSubjectName } from '@photostudy/contracts';
import { useTranslation } from 'react-i18next';
import type { QuestionItem } from '../lib/api/expertApi';

/** Subject, language and mindset of a question as compact badges (a repost marked first), the names in the console's language. */
export function QuestionFacts({ question }: { question: Pick<QuestionItem, 'tid' | 'subjectTitle' | 'lang' | 'metaData' | 'isRepost'> }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={6}>
      {question.isRepost ? (
        <Badge variant="filled" color="orange" radius="sm" title={t('question.repostHint')} data-testid="repost-badge">
          {t('question.repost')}
        </Badge>
      ) : null}
      <Badge variant="light" color="brand" radius="sm" title={t('question.subject')}>
        {catalogSubjectName(i18n.language, { tid: question.tid, title: question.subjectTitle })}
      </Badge>
      <Badge variant="outline" color="gray" radius="sm" title={t('question.language')}>
        {question.lang.toUpperCase()}
      </Badge>
      {question.metaData.mindset.title ? (
        <Badge variant="light" color="accent" radius="sm" title={t('question.mindset')}>
          {catalogMindsetName(i18n.language, question.metaData.mindset)}
        </Badge>
      ) : null}
    </Group>
  );
}
