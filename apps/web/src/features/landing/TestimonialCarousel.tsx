import { ActionIcon } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon, StarIcon } from '../../components/icons';
import classes from './TestimonialCarousel.module.css';

/** Time each testimonial stays before the carousel moves on. */
export const TESTIMONIAL_AUTO_ADVANCE_MS = 6_000;

const TESTIMONIALS = [
  { id: 1, color: 'linear-gradient(135deg, #978af7, #4b36d7)' },
  { id: 2, color: 'linear-gradient(135deg, #fdbb64, #e17e00)' },
  { id: 3, color: 'linear-gradient(135deg, #63e6be, #0ca678)' },
] as const;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .replace(/[^\p{L}]/gu, '')
    .slice(0, 2);
}

/**
 * Three student testimonials: auto-advance (paused on hover, focus or by the pause button), previous
 * and next buttons, dots, and arrow keys.
 */
export function TestimonialCarousel() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [isUserPaused, setIsUserPaused] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const count = TESTIMONIALS.length;
  const isRotating = !isUserPaused && !isHovered && !hasFocus;

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), TESTIMONIAL_AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [isRotating, count]);

  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    }
  };

  return (
    <div
      className={classes.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('testimonials.carouselLabel')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
      }}
    >
      <div className={classes.viewport}>
        {/* Announce changes only when the user drives them; auto-rotation would be noisy. */}
        <div className={classes.track} style={{ transform: `translateX(-${index * 100}%)` }} aria-live={isRotating ? 'off' : 'polite'}>
          {TESTIMONIALS.map((item, slideIndex) => {
            const name = t(`testimonials.name${item.id}`);
            const isCurrent = slideIndex === index;
            return (
              <figure
                key={item.id}
                className={classes.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('testimonials.slideLabel', { current: slideIndex + 1, total: count })}
                aria-hidden={!isCurrent}
                inert={!isCurrent}
                style={{ margin: 0 }}
              >
                <span className={classes.quoteMark} aria-hidden="true">
                  “
                </span>
                <div className={classes.stars} aria-hidden="true">
                  {[0, 1, 2, 3, 4].map((star) => (
                    <StarIcon key={star} size={20} />
                  ))}
                </div>
                <blockquote className={classes.quote} style={{ margin: 0 }}>
                  {t(`testimonials.quote${item.id}`)}
                </blockquote>
                <figcaption className={classes.person}>
                  <span className={classes.initials} style={{ background: item.color }} aria-hidden="true">
                    {initialsOf(name)}
                  </span>
                  <span>
                    <span className={classes.name} style={{ display: 'block' }}>
                      {name}
                    </span>
                    <span className={classes.detail}>{t(`testimonials.detail${item.id}`)}</span>
                  </span>
                </figcaption>
              </figure>
            );
          })}
        </div>
      </div>
      <div className={classes.controls}>
        <ActionIcon variant="default" size={44} radius="xl" aria-label={t('testimonials.previous')} onClick={() => show(index - 1)}>
          <ChevronLeftIcon />
        </ActionIcon>
        <div className={classes.dots}>
          {TESTIMONIALS.map((item, dotIndex) => (
            <button
              key={item.id}
              type="button"
              className={classes.dot}
              aria-label={t('testimonials.goTo', { number: dotIndex + 1 })}
              aria-current={dotIndex === index ? 'true' : undefined}
              onClick={() => show(dotIndex)}
            />
          ))}
        </div>
        <ActionIcon variant="default" size={44} radius="xl" aria-label={t('testimonials.next')} onClick={() => show(index + 1)}>
          <ChevronRightIcon />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={36}
          radius="xl"
          aria-label={isUserPaused ? t('testimonials.play') : t('testimonials.pause')}
          onClick={() => setIsUserPaused((paused) => !paused)}
        >
          {isUserPaused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </ActionIcon>
      </div>
    </div>
  );
}
