import { Button, Group, Text, TextInput } from '@mantine/core';
import { showErrorToast } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminStudent, adminApi } from '../../lib/api/adminApi';

/** How a student is named in the admin forms: email or User ID, and the uid. */
export const studentLabel = (s: AdminStudent) => `${s.email ?? s.id ?? s.name ?? '—'} (uid ${s.uid})`;

/** Finds a student by email, User ID or uid (the Students screen's lookup) and hands the chosen one to a form. */
export function StudentPicker({ onPick }: { onPick: (student: AdminStudent) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<AdminStudent[] | null>(null);
  const [isSearching, setIsSearching] = useState(false);

  async function search() {
    if (!query.trim()) return;
    setIsSearching(true);
    try {
      setResults((await adminApi.findStudents(query.trim())).students);
    } catch {
      showErrorToast(t('errors.general'));
    } finally {
      setIsSearching(false);
    }
  }

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        void search();
      }}
    >
      <Group align="flex-end">
        <TextInput
          label={t('admin.studentPicker.query')}
          placeholder={t('admin.studentPicker.placeholder')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" loading={isSearching}>
          {t('admin.studentPicker.search')}
        </Button>
      </Group>
      {results?.length === 0 ? (
        <Text c="dimmed" size="sm" mt="xs">
          {t('admin.studentPicker.none')}
        </Text>
      ) : null}
      {results?.length ? (
        <Group gap="xs" mt="xs" role="group" aria-label={t('admin.studentPicker.results')} data-testid="student-picker-results">
          {results.map((s) => (
            <Button
              key={s.uid}
              size="compact-sm"
              variant="light"
              tt="none"
              onClick={() => {
                onPick(s);
                setResults(null);
              }}
            >
              {t('admin.studentPicker.pick', { student: studentLabel(s) })}
            </Button>
          ))}
        </Group>
      ) : null}
    </form>
  );
}
