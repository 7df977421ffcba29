import { Modal } from '@mantine/core';
import { useFocusReturn } from '@photostudy/ui';
import { useState } from 'react';
import classes from './ZoomableImage.module.css';

/** Props of {@link ZoomableImage}. */
export interface ZoomableImageProps {
  src: string;
  /** What the picture shows (the thumbnail's and the full view's alternative text). */
  alt: string;
  /** Accessible name of the thumbnail button ('Open the image full size'). */
  openLabel: string;
  /** Accessible name of the full view's close button. */
  closeLabel: string;
  /** Class of the thumbnail image (its size is the caller's). */
  imageClassName?: string;
}

/**
 * A thumbnail that opens the picture full size in a modal: a button for keyboard and screen-reader users,
 * closed by Escape, a click outside or its close button, with the focus going back to the thumbnail.
 */
export function ZoomableImage({ src, alt, openLabel, closeLabel, imageClassName }: ZoomableImageProps) {
  const [isOpen, setIsOpen] = useState(false);
  useFocusReturn(isOpen);
  return (
    <>
      <button type="button" className={classes.thumbnail} onClick={() => setIsOpen(true)} aria-label={openLabel} aria-haspopup="dialog">
        <img src={src} alt={alt} className={imageClassName} />
      </button>
      <Modal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        title={alt}
        size="auto"
        centered
        radius="lg"
        padding="md"
        closeButtonProps={{ 'aria-label': closeLabel }}
        returnFocus={false}
        overlayProps={{ backgroundOpacity: 0.7, blur: 2 }}
        classNames={{ body: classes.body }}
      >
        <img src={src} alt={alt} className={classes.full} data-testid="full-size-image" />
      </Modal>
    </>
  );
}
