import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderApp';
import { TESTIMONIAL_AUTO_ADVANCE_MS, TestimonialCarousel } from './TestimonialCarousel';

function currentSlide(): HTMLElement {
  const slide = screen
    .getAllByRole('group', { hidden: true })
    .find((el) => el.getAttribute('aria-roledescription') === 'slide' && el.getAttribute('aria-hidden') === 'false');
  if (!slide) throw new Error('no current slide');
  return slide;
}

describe('TestimonialCarousel', () => {
  afterEach(() => vi.useRealTimers());

  it('shows three testimonials one at a time and moves with next, previous and dots', () => {
    renderWithProviders(<TestimonialCarousel />);
    expect(screen.getAllByRole('button', { name: /Show testimonial/ })).toHaveLength(3);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveTextContent('Jasmine R.');

    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute('aria-current', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 1' }));
    expect(currentSlide()).toHaveTextContent('Jasmine R.');
  });

  it('moves with the arrow keys', () => {
    renderWithProviders(<TestimonialCarousel />);
    const carousel = screen.getByRole('region', { name: 'Student testimonials' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  it('advances by itself and stops when paused', () => {
    vi.useFakeTimers();
    renderWithProviders(<TestimonialCarousel />);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_AUTO_ADVANCE_MS));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    act(() => vi.advanceTimersByTime(TESTIMONIAL_AUTO_ADVANCE_MS * 2));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => vi.advanceTimersByTime(TESTIMONIAL_AUTO_ADVANCE_MS * 3));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });
});
