import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { CROPPER_ZOOM_MAX, CROPPER_ZOOM_MIN } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import { useState } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropImage, cropSquareJpeg } from './cropImage';
import classes from './ImageCropperModal.module.css';

/** The largest zoom factor the slider's 100 stands for. */
const MAX_ZOOM_FACTOR = 3;
const QUARTER_TURN_DEG = 90;
const FULL_TURN_DEG = 360;
const SQUARE = 1;

/** Slider value (0-100) to the cropper's zoom factor (1-3). */
function sliderToZoom(value: number): number {
  return 1 + ((value - CROPPER_ZOOM_MIN) / (CROPPER_ZOOM_MAX - CROPPER_ZOOM_MIN)) * (MAX_ZOOM_FACTOR - 1);
}

/**
 * What a crop produces: an ask image (a frame of the picture's own shape, the 8 px border, the source's type)
 * or an avatar (a square frame, 400x400 JPEG on white).
 */
export type CropOutput = { kind: 'framed'; mimeType: 'image/jpeg' | 'image/png' } | { kind: 'square' };

/** Props of {@link ImageCropperModal}. */
export interface ImageCropperModalProps {
  /** Object URL of the original image; null keeps the modal closed. */
  src: string | null;
  output: CropOutput;
  onCancel: () => void;
  /** The cropped image. */
  onCropped: (blob: Blob) => void;
}

/** The image editor (spec 000 section 2): zoom slider 0-100, reset, quarter-turn rotation and crop. */
export function ImageCropperModal({ src, output, onCancel, onCropped }: ImageCropperModalProps) {
  const { t } = useTranslation();
  const isSquare = output.kind === 'square';
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoomValue, setZoomValue] = useState(CROPPER_ZOOM_MIN);
  const [rotation, setRotation] = useState(0);
  const [aspect, setAspect] = useState(isSquare ? SQUARE : 4 / 3);
  const [media, setMedia] = useState<MediaSize | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const [isCropping, setIsCropping] = useState(false);

  // A framed crop follows the picture's shape (a quarter turn swaps the sides); a square one stays square.
  const frameAspect = (size: MediaSize, turn: number) => {
    if (isSquare) return SQUARE;
    return turn % 180 === 0 ? size.naturalWidth / size.naturalHeight : size.naturalHeight / size.naturalWidth;
  };

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoomValue(CROPPER_ZOOM_MIN);
    setRotation(0);
    if (media) setAspect(frameAspect(media, 0));
  };

  const rotate = () => {
    const next = (rotation + QUARTER_TURN_DEG) % FULL_TURN_DEG;
    setRotation(next);
    if (media) setAspect(frameAspect(media, next));
  };

  const apply = async () => {
    if (!src || !area) return;
    setIsCropping(true);
    try {
      onCropped(
        output.kind === 'square' ? await cropSquareJpeg(src, area, rotation) : await cropImage(src, area, rotation, output.mimeType),
      );
    } finally {
      setIsCropping(false);
    }
  };

  return (
    <AppModal isOpen={src !== null} onClose={onCancel} title={isSquare ? t('cropper.avatarTitle') : t('cropper.title')} size="lg">
      <Stack gap="md">
        <div className={classes.cropArea} role="region" aria-label={t('cropper.area')}>
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
                setAspect(frameAspect(size, 0));
              }}
            />
          ) : null}
        </div>
        <Group gap="md" align="center" wrap="nowrap">
          <Text size="sm" fw={600} id="crop-zoom-label">
            {t('cropper.zoom')}
          </Text>
          <Slider
            className={classes.zoomSlider}
            min={CROPPER_ZOOM_MIN}
            max={CROPPER_ZOOM_MAX}
            value={zoomValue}
            onChange={setZoomValue}
            label={(value) => value}
            thumbLabel={t('cropper.zoom')}
          />
        </Group>
        <Group justify="space-between">
          <Group gap="sm">
            <Button variant="default" onClick={reset}>
              {t('cropper.reset')}
            </Button>
            <Button variant="default" onClick={rotate}>
              {t('cropper.rotate')}
            </Button>
          </Group>
          <Group gap="sm">
            <Button variant="subtle" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void apply()} loading={isCropping} disabled={!area}>
              {t('cropper.apply')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </AppModal>
  );
}
