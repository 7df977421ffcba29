import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './SessionView.module.css';

/** 'Preparing your spreadsheet...' over the sheet's place until it is ready and drawn (spec 001 section 2). */
export function SheetPreparing() {
  const { t } = useTranslation();
  return (
    <Stack className={classes.sheetPreparing} align="center" justify="center" gap="sm" role="status" data-testid="sheet-preparing">
      <Loader type="bars" />
      <Text fw={600}>{t('session.sheet.preparing')}</Text>
    </Stack>
  );
}
