import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Epoch seconds as the day over the time in the admin's language (two lines, so tables stay narrow), or a dash. */
export function DateCell({ epochS, withSeconds = false }: { epochS: number | null; withSeconds?: boolean }) {
  const { i18n } = useTranslation();
  if (epochS === null) return <Text inherit>—</Text>;
  const date = new Date(epochS * 1000);
  return (
    <span title={date.toLocaleString(i18n.language)}>
      <Text inherit style={{ whiteSpace: 'nowrap' }}>
        {date.toLocaleDateString(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' })}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {date.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', ...(withSeconds ? { second: '2-digit' } : {}) })}
      </Text>
    </span>
  );
}
