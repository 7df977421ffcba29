import { Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { WRITING_STATES } from '@photostudy/contracts';
import { showErrorToast } from '@photostudy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminWritingProblem, adminApi } from '../../lib/api/adminApi';
import { AdminHeader } from './AdminHeader';
import { WritingProblemsTable } from './WritingProblemsTable';

/** A state to filter by, or '' for every state. */
type StateFilter = AdminWritingProblem['state'] | '';

const isState = (value: string): value is AdminWritingProblem['state'] => (WRITING_STATES as readonly string[]).includes(value);

/** Writing problems, newest first, filtered by state: students, writers, deadlines (overdue ones marked) and ratings. */
export function WritingProblemsScreen() {
  const { t } = useTranslation();
  const [state, setState] = useState<StateFilter>('');
  // The list and the filter it answers, so a slow answer for an older filter never shows under a newer one.
  const [answer, setAnswer] = useState<{ state: StateFilter; problems: AdminWritingProblem[] } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    adminApi.writingProblems(state || undefined).then(
      (list) => isCurrent && setAnswer({ state, problems: list.problems }),
      () => {
        if (!isCurrent) return;
        setAnswer({ state, problems: [] });
        showErrorToast(t('errors.general'));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [state, t]);

  const problems = answer?.state === state ? answer.problems : null;
  return (
    <Stack gap="lg">
      <AdminHeader title={t('admin.writing.title')} subtitle={t('admin.writing.subtitle')} />
      <Card withBorder radius="lg" padding={0}>
        <Group justify="space-between" align="flex-end" p="lg" pb="sm">
          <Title order={3} size="h5">
            {t('admin.writing.list')}
          </Title>
          <NativeSelect
            label={t('admin.writing.state')}
            value={state}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setState(isState(value) ? value : '');
            }}
            data={[
              { value: '', label: t('admin.writing.all') },
              ...WRITING_STATES.map((s) => ({ value: s, label: t(`writing.states.${s}`) })),
            ]}
            w={220}
          />
        </Group>
        {problems === null ? (
          <Loader m="lg" />
        ) : problems.length === 0 ? (
          <Text c="dimmed" p="lg">
            {state ? t('admin.writing.none') : t('admin.writing.empty')}
          </Text>
        ) : (
          <WritingProblemsTable problems={problems} />
        )}
      </Card>
    </Stack>
  );
}
