import { Text, Title } from '@mantine/core';

/** Title and lead line of an admin screen (same as the other console pages). */
export function AdminHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {subtitle}
      </Text>
    </div>
  );
}
