import { Badge, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PlaceholderPage.module.css';

/** Props of {@link PlaceholderPage}. */
export interface PlaceholderPageProps {
  title: string;
  text: string;
  icon?: ReactNode;
  /** Extra content under the text (links, references). */
  children?: ReactNode;
  /** Screens whose logic is still to come show a small 'Coming soon' badge. */
  isComingSoon?: boolean;
}

/** A simple finished-looking page frame: icon, title and one sentence. */
export function PlaceholderPage({ title, text, icon, children, isComingSoon = true }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.wrap}>
      <section className={classes.card} aria-labelledby="page-title">
        {icon ? <div className={classes.icon}>{icon}</div> : null}
        <Stack gap="sm" align="center">
          {isComingSoon ? (
            <Badge variant="light" color="accent" radius="sm">
              {t('pages.comingSoon')}
            </Badge>
          ) : null}
          <Title order={1} id="page-title" fz={30}>
            {title}
          </Title>
          <Text c="dimmed" size="lg" maw={480}>
            {text}
          </Text>
          {children}
        </Stack>
      </section>
    </div>
  );
}
