import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportRenderError } from './errorReporting';

/** What the console shows instead of a screen that failed to render: 'Something went wrong.' and a reload. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Card withBorder radius="lg" padding="xl" maw={460} role="alert" data-testid="error-fallback">
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {t('crash.title')}
          </Title>
          <Text c="dimmed">{t('crash.body')}</Text>
          <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
        </Stack>
      </Card>
    </Center>
  );
}

/**
 * The console's last line: a render error anywhere below (outside the router, whose own boundaries report through its
 * `onError`) is reported once and replaced by {@link ErrorFallback}.
 */
export class ConsoleErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportRenderError(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <ErrorFallback /> : this.props.children;
  }
}
