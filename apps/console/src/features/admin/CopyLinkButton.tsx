import { Button, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Copies a link to the clipboard; the button says 'Copied' for two seconds. */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={url} timeout={2000}>
      {({ copied, copy }) => (
        <Button size="compact-xs" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : 'brand'} onClick={copy} aria-label={label}>
          {copied ? t('admin.parents.copied') : t('admin.parents.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
