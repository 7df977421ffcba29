import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderApp';
import { DEMO_SCENE_DURATION_MS, DemoPlayer } from './DemoPlayer';

describe('DemoPlayer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is labelled as the How it works demo and starts paused', () => {
    renderWithProviders(<DemoPlayer />);
    expect(screen.getByRole('region', { name: 'How it works demo' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DEMO_SCENE_DURATION_MS * 2));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('plays through the scenes, pauses, and offers a replay at the end', () => {
    renderWithProviders(<DemoPlayer />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Play demo' })[0]!);
    act(() => vi.advanceTimersByTime(DEMO_SCENE_DURATION_MS + 200));
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByText('Finding your expert…')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Pause demo' }));
    act(() => vi.advanceTimersByTime(DEMO_SCENE_DURATION_MS * 2));
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play demo' }));
    act(() => vi.advanceTimersByTime(DEMO_SCENE_DURATION_MS * 4));
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replay demo' })).toBeInTheDocument();
  });

  it('jumps to a chapter', () => {
    renderWithProviders(<DemoPlayer />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to step 3: Chat it through' }));
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByText('2x = 12')).toBeInTheDocument();
  });
});
