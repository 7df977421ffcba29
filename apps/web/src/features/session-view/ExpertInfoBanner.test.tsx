import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderApp';
import { ExpertInfoBanner } from './ExpertInfoBanner';

const INFO = { expertUid: 42, expertName: 'Maria', expertRating: 4.8, expertInfo: 'Math teacher' };

describe('expert info banner', () => {
  it('closes itself after 5 seconds', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithProviders(<ExpertInfoBanner expertInfo={INFO} onClose={onClose} />);
    expect(screen.getByTestId('expert-banner')).toHaveTextContent('Maria');
    expect(screen.getByTestId('expert-banner')).toHaveTextContent('Rating 4.8');
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('closes on the close button', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ExpertInfoBanner expertInfo={INFO} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
