import { Button, Text } from '@mantine/core';
import { askConfigSchema } from '@photostudy/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { apiRequest } from '../../lib/api';
import classes from './OngoingQuestionBanner.module.css';

/**
 * Bottom banner of the authenticated layout (spec 000 section 2): a user with an ongoing question is
 * told to return to the chat. Hidden on that question's own page. Mount once inside the layout.
 */
export function OngoingQuestionBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openQid, setOpenQid] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest('/ask-config', { schema: askConfigSchema, signal: controller.signal }).then(
      (config) => setOpenQid(config.openQuestion?.qid ?? null),
      () => undefined,
    );
    return () => controller.abort();
  }, [pathname]);

  if (openQid === null || pathname === `/my-sessions/${openQid}`) return null;
  return (
    <div className={classes.banner} role="status">
      <Text fw={600}>{t('layout.ongoingQuestion')}</Text>
      <Button component={Link} to={`/my-sessions/${openQid}`} color="accent" radius="xl" size="sm">
        {t('layout.returnToChat')}
      </Button>
    </div>
  );
}
