import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { CROPPER_ZOOM_MAX, CROPPER_ZOOM_MIN } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import { useState } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropImage } from './cropImage';
import classes from './AskForm.module.css';

/** The largest zoom factor the slider's 100 stands for. */
const MAX_ZOOM_FACTOR = 3;
const QUARTER_TURN_DEG = 90;
const FULL_TURN_DEG = 360;

/** Slider value (0-100) to the cropper's zoom factor (1-3). */
function sliderToZoom(value: number): number {
  return 1 + ((value - CROPPER_ZOOM_MIN) / (CROPPER_ZOOM_MAX - CROPPER_ZOOM_MIN)) * (MAX_ZOOM_FACTOR - 1);
}

/** Props of {@link ImageCropperModal}. */
export interface ImageCropperModalProps {
  /** Object URL of the original image; null keeps the modal closed. */
  src: string | null;
  mimeType: 'image/jpeg' | 'image/png';
  onCancel: () => void;
  /** The cropped, bordered image. */
  onCropped: (blob: Blob) => void;
}

/** The image editor: zoom slider 0-100, reset, quarter-turn rotation and crop (adds the 8 px border). */
export function ImageCropperModal({ src, mimeType, onCancel, onCropped }: ImageCropperModalProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoomValue, setZoomValue] = useState(CROPPER_ZOOM_MIN);
  const [rotation, setRotation] = useState(0);
  const [aspect, setAspect] = useState(4 / 3);
  const [media, setMedia] = useState<MediaSize | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const [isCropping, setIsCropping] = useState(false);

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoomValue(CROPPER_ZOOM_MIN);
    setRotation(0);
    if (media) setAspect(media.naturalWidth / media.naturalHeight);
  };

  const rotate = () => {
    const next = (rotation + QUARTER_TURN_DEG) % FULL_TURN_DEG;
    setRotation(next);
    // A quarter turn swaps the sides, so the frame keeps covering the whole picture.
    if (media) setAspect(next % 180 === 0 ? media.naturalWidth / media.naturalHeight : media.naturalHeight / media.naturalWidth);
  };

  const apply = async () => {
    if (!src || !area) return;
    setIsCropping(true);
    try {
      onCropped(await cropImage(src, area, rotation, mimeType));
    } finally {
      setIsCropping(false);
    }
  };

  return (
    <AppModal isOpen={src !== null} onClose={onCancel} title={t('ask.cropTitle')} size="lg">
      <Stack gap="md">
        <div className={classes.cropArea} role="region" aria-label={t('ask.cropArea')}>
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={sliderToZoom(zoomValue)}
              rotation={rotation}
              aspect={aspect}
              minZoom={1}
              maxZoom={MAX_ZOOM_FACTOR}
              onCropChange={setCrop}
              onZoomChange={(zoom) => setZoomValue(Math.round(((zoom - 1) / (MAX_ZOOM_FACTOR - 1)) * CROPPER_ZOOM_MAX))}
              onCropComplete={(_, pixels) => setArea(pixels)}
              onMediaLoaded={(size) => {
                setMedia(size);
                setAspect(size.naturalWidth / size.naturalHeight);
              }}
            />
          ) : null}
        </div>
        <Group gap="md" align="center" wrap="nowrap">
          <Text size="sm" fw={600} id="crop-zoom-label">
            {t('ask.cropZoom')}
          </Text>
          <Slider
            className={classes.zoomSlider}
            min={CROPPER_ZOOM_MIN}
            max={CROPPER_ZOOM_MAX}
            value={zoomValue}
            onChange={setZoomValue}
            label={(value) => value}
            thumbLabel={t('ask.cropZoom')}
          />
        </Group>
        <Group justify="space-between">
          <Group gap="sm">
            <Button variant="default" onClick={reset}>
              {t('ask.cropReset')}
            </Button>
            <Button variant="default" onClick={rotate}>
              {t('ask.cropRotate')}
            </Button>
          </Group>
          <Group gap="sm">
            <Button variant="subtle" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void apply()} loading={isCropping} disabled={!area}>
              {t('ask.cropApply')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </AppModal>
  );
}
