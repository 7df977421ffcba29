import { Button, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shareOrCopyLink, useCopiedFlag, type ShareContent } from '../lib/share';
import { ShareIcon } from './icons';
import classes from './ShareLinkButton.module.css';

/** Props of {@link ShareLinkButton}. */
export interface ShareLinkButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'radius' | 'fullWidth' | 'color'> {
  /** The link and the share sheet's message, made when pressed (a share code may have to be created first). */
  getContent: () => Promise<ShareContent>;
  /** Making the link or copying it failed: the caller says so (an error toast). */
  onError: (error: unknown) => void;
  /** The button's label. */
  children: ReactNode;
}

/**
 * A share button (spec 000 section 2): the native share sheet where the browser has one, else the link is copied and
 * 'Copied to clipboard' shows above the button for 2 s. The tooltip is a polite status, so screen readers hear it too.
 */
export function ShareLinkButton({ getContent, onError, children, ...buttonProps }: ShareLinkButtonProps) {
  const { t } = useTranslation();
  const { isCopied, markCopied } = useCopiedFlag();
  const [isBusy, setIsBusy] = useState(false);

  const share = async () => {
    setIsBusy(true);
    try {
      if ((await shareOrCopyLink(await getContent())) === 'copied') markCopied();
    } catch (error) {
      onError(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <span className={classes.anchor} data-full-width={buttonProps.fullWidth || undefined}>
      <Button leftSection={<ShareIcon size={18} />} loading={isBusy} onClick={() => void share()} {...buttonProps}>
        {children}
      </Button>
      <span role="status" className={classes.tooltip} data-visible={isCopied || undefined} data-testid="copied-tooltip">
        {isCopied ? t('common.copiedToClipboard') : ''}
      </span>
    </span>
  );
}
