import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { ArrowLeftIcon } from '../../components/icons';
import classes from '../../components/AuthCard.module.css';

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  icon?: ReactNode;
  onBack: () => void;
  children: ReactNode;
}

/** The frame of the auth screens: Back button, icon, title, intro and the form. */
export function AuthCard({ title, intro, icon, onBack, children }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <PublicPageFrame>
      <div className={classes.wrap}>
        <section className={classes.card} aria-labelledby="auth-title">
          <Stack gap="lg">
            <div>
              <Button variant="subtle" color="gray" size="compact-md" onClick={onBack} leftSection={<ArrowLeftIcon size={16} />}>
                {t('auth.back')}
              </Button>
            </div>
            {icon ? <div className={classes.icon}>{icon}</div> : null}
            <Stack gap={6}>
              <Title order={1} id="auth-title" fz={26} lh={1.25}>
                {title}
              </Title>
              {intro ? <Text c="dimmed">{intro}</Text> : null}
            </Stack>
            {children}
          </Stack>
        </section>
      </div>
    </PublicPageFrame>
  );
}
