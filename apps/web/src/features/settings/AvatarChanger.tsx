import { Button, Text } from '@mantine/core';
import { FILE_SIZE_LIMIT_MB, IMAGE_MIN_DIMENSION_PX } from '@photostudy/contracts';
import { showErrorToast, showToast } from '@photostudy/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadImage } from '../../components/cropImage';
import { CameraIcon } from '../../components/icons';
import { ImageCropperModal } from '../../components/ImageCropperModal';
import { uploadAvatar } from '../../lib/api';
import { fetchUserStatus, useAppDispatch } from '../../lib/store';
import { checkAvatarFile, failureText, isAvatarLargeEnough } from './settingsRules';

/**
 * 'Change photo' (spec 000 sections 5 and 7): a jpg, jpeg or png up to 10 MB and at least 40 px a side, cropped square
 * in the cropper to a 400x400 JPEG on white, sent to `POST /api/avatar-updates`; the status bundle is then fetched
 * again so the header and the sidebar show the new photo. Refused files say why under the button.
 */
export function AvatarChanger() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const accept = async (file: File) => {
    setProblem(null);
    const refusal = checkAvatarFile(file);
    if (refusal === 'type') return setProblem(t('settings.profile.fileType'));
    if (refusal === 'size') return setProblem(t('settings.profile.fileTooLarge', { mb: FILE_SIZE_LIMIT_MB }));
    const url = URL.createObjectURL(file);
    try {
      const image = await loadImage(url);
      if (!isAvatarLargeEnough(image.naturalWidth, image.naturalHeight)) {
        URL.revokeObjectURL(url);
        return setProblem(t('settings.profile.imageTooSmall', { px: IMAGE_MIN_DIMENSION_PX }));
      }
    } catch {
      URL.revokeObjectURL(url);
      return setProblem(t('settings.profile.imageUnreadable'));
    }
    setSource(url);
  };

  const upload = async (avatar: Blob) => {
    setSource(null);
    setIsUploading(true);
    try {
      await uploadAvatar(avatar);
      showToast({ kind: 'success', message: t('settings.profile.photoSaved'), closeLabel: t('common.close') });
      void dispatch(fetchUserStatus());
    } catch (error) {
      showErrorToast(failureText(error, t('common.generalError')));
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <div>
      <input
        ref={inputRef}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        hidden
        data-testid="avatar-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void accept(file);
        }}
      />
      <Button variant="default" leftSection={<CameraIcon size={18} />} onClick={() => inputRef.current?.click()} loading={isUploading}>
        {t('settings.profile.changePhoto')}
      </Button>
      <Text size="xs" c="dimmed" mt={6}>
        {isUploading ? t('settings.profile.uploading') : t('settings.profile.photoHint', { mb: FILE_SIZE_LIMIT_MB })}
      </Text>
      {problem ? (
        <Text size="sm" c="red.9" mt={6} role="alert">
          {problem}
        </Text>
      ) : null}
      <ImageCropperModal
        key={source ?? 'none'}
        src={source}
        output={{ kind: 'square' }}
        onCancel={() => setSource(null)}
        onCropped={(blob) => void upload(blob)}
      />
    </div>
  );
}
