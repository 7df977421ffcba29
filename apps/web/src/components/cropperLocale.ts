import type { LocaleTexts } from '../lib/i18n';

/** English texts of the image cropper (the `cropper` namespace), shared by the ask image and the Settings avatar. */
export const cropperEn = {
  title: 'Edit image',
  avatarTitle: 'Edit your photo',
  zoom: 'Zoom',
  reset: 'Reset',
  rotate: 'Rotate',
  apply: 'Crop',
  area: 'Image cropping area',
};

/** Spanish texts of the image cropper. */
export const cropperEs: LocaleTexts<typeof cropperEn> = {
  title: 'Editar imagen',
  avatarTitle: 'Edita tu foto',
  zoom: 'Zoom',
  reset: 'Restablecer',
  rotate: 'Girar',
  apply: 'Recortar',
  area: 'Área de recorte de la imagen',
};
