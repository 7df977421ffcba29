import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../testing/axe';
import { renderWithProviders } from '../testing/renderApp';
import { ZoomableImage } from './ZoomableImage';

describe('zoomable image', () => {
  it('opens the picture full size from the keyboard and closes with Escape, focus back on the thumbnail', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ZoomableImage src="/api/files/1" alt="Question image" openLabel="Open the image full size" closeLabel="Close" />);
    const thumbnail = screen.getByRole('button', { name: 'Open the image full size' });
    await expectNoSeriousAxeViolations();
    thumbnail.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Question image' });
    expect(screen.getByTestId('full-size-image')).toHaveAttribute('src', '/api/files/1');
    await expectNoSeriousAxeViolations();
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  });
});
