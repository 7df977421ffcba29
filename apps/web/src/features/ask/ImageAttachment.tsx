import { Button, Group, Text } from '@mantine/core';
import type { AskConfig } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadImage } from '../../components/cropImage';
import { ImageCropperModal } from '../../components/ImageCropperModal';
import { checkImageFile, toMegabytes } from './askRules';
import classes from './AskForm.module.css';

/** Props of {@link ImageAttachment}. */
export interface ImageAttachmentProps {
  limit: AskConfig['attachmentLimit'];
  /** The cropped image to send, or null. */
  onChange: (file: File | null) => void;
}

interface Original {
  url: string;
  name: string;
  type: 'image/jpeg' | 'image/png';
}

/** The optional image: type and size checks, the too-large confirmation, the cropper and a preview. */
export function ImageAttachment({ limit, onChange }: ImageAttachmentProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [isTooLarge, setIsTooLarge] = useState(false);
  const [original, setOriginal] = useState<Original | null>(null);
  const [isCropping, setIsCropping] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const maxMb = toMegabytes(limit.size);

  useEffect(() => () => void (original && URL.revokeObjectURL(original.url)), [original]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = () => inputRef.current?.click();

  const clear = () => {
    setOriginal(null);
    setPreview(null);
    onChange(null);
  };

  const accept = async (file: File) => {
    setError(null);
    const problem = checkImageFile(file, limit.size);
    if (problem === 'type') return setError(t('ask.imageTypeError'));
    if (problem === 'size') {
      clear();
      return setIsTooLarge(true);
    }
    const url = URL.createObjectURL(file);
    try {
      const image = await loadImage(url);
      if (image.naturalWidth < limit.width || image.naturalHeight < limit.height) {
        URL.revokeObjectURL(url);
        return setError(t('ask.imageTooSmall', { width: limit.width, height: limit.height }));
      }
    } catch {
      URL.revokeObjectURL(url);
      return setError(t('ask.imageUnreadable'));
    }
    const type = file.type === 'image/png' || /\.png$/i.test(file.name) ? 'image/png' : 'image/jpeg';
    setOriginal({ url, name: file.name, type });
    setIsCropping(true);
  };

  const cropped = (blob: Blob) => {
    if (!original) return;
    const name = original.name.replace(/\.(jpe?g|png)$/i, '') + (original.type === 'image/png' ? '.png' : '.jpg');
    const file = new File([blob], name, { type: original.type });
    if (file.size > limit.size) {
      setIsCropping(false);
      clear();
      return setIsTooLarge(true);
    }
    setPreview(URL.createObjectURL(blob));
    setIsCropping(false);
    onChange(file);
  };

  const cancelCrop = () => {
    setIsCropping(false);
    // Cancelling the first edit attaches nothing; cancelling a later edit keeps the earlier crop.
    if (!preview) setOriginal(null);
  };

  return (
    <div>
      <Text fw={600} size="sm" mb={6}>
        {t('ask.imageLabel')}
      </Text>
      <input
        ref={inputRef}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        hidden
        data-testid="ask-image-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void accept(file);
        }}
      />
      {preview ? (
        <Group gap="md" align="center">
          <img src={preview} alt={t('ask.imagePreviewAlt')} className={classes.preview} />
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => setIsCropping(true)}>
              {t('ask.imageEdit')}
            </Button>
            <Button variant="subtle" color="red" size="xs" onClick={clear}>
              {t('ask.imageRemove')}
            </Button>
          </Group>
        </Group>
      ) : (
        <Group gap="md" align="center">
          <Button variant="default" onClick={choose}>
            {t('ask.imageChoose')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('ask.imageHint', { mb: maxMb })}
          </Text>
        </Group>
      )}
      {error ? (
        <Text size="sm" c="red.7" mt={6} role="alert">
          {error}
        </Text>
      ) : null}
      <ImageCropperModal
        key={original?.url ?? 'none'}
        src={isCropping && original ? original.url : null}
        output={{ kind: 'framed', mimeType: original?.type ?? 'image/jpeg' }}
        onCancel={cancelCrop}
        onCropped={cropped}
      />
      <AppModal
        isOpen={isTooLarge}
        onClose={() => setIsTooLarge(false)}
        title={t('ask.imageTooLargeTitle')}
        description={t('ask.imageTooLarge', { mb: maxMb })}
        size="sm"
        actions={
          <>
            <Button
              variant="default"
              onClick={() => {
                setIsTooLarge(false);
                choose();
              }}
            >
              {t('ask.imageChooseAnother')}
            </Button>
            <Button onClick={() => setIsTooLarge(false)}>{t('ask.imageProceedWithout')}</Button>
          </>
        }
      />
    </div>
  );
}
