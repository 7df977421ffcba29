import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../testing/axe';
import { renderWithProviders } from '../testing/renderApp';
import { ImageCropperModal } from './ImageCropperModal';

const LOAD = { timeout: 5000 };

describe('ImageCropperModal', () => {
  it('offers zoom 0-100, reset, rotate and crop, in both of its uses', async () => {
    const onCancel = vi.fn();
    renderWithProviders(<ImageCropperModal src="blob:picture" output={{ kind: 'square' }} onCancel={onCancel} onCropped={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit your photo' }, LOAD);
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('aria-valuemin', '0');
    expect(zoom).toHaveAttribute('aria-valuemax', '100');
    expect(zoom).toHaveAttribute('aria-valuenow', '0');
    expect(within(dialog).getByRole('region', { name: 'Image cropping area' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Rotate' })).toBeEnabled();
    // No crop is possible before the picture has loaded and reported its area.
    expect(within(dialog).getByRole('button', { name: 'Crop' })).toBeDisabled();
    await expectNoSeriousAxeViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('is titled for the ask image, and closed without a source', () => {
    const { unmount } = renderWithProviders(
      <ImageCropperModal src={null} output={{ kind: 'framed', mimeType: 'image/png' }} onCancel={vi.fn()} onCropped={vi.fn()} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ImageCropperModal src="blob:picture" output={{ kind: 'framed', mimeType: 'image/png' }} onCancel={vi.fn()} onCropped={vi.fn()} />,
      { language: 'es' },
    );
    expect(screen.getByRole('dialog', { name: 'Editar imagen' })).toBeInTheDocument();
  });
});
