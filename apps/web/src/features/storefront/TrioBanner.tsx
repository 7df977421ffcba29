import { Badge, Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './Storefront.module.css';

/** The banner's picture: an open book under three stars, drawn inline so no image is fetched. */
function TrioArt() {
  return (
    <svg viewBox="0 0 240 180" className={classes.trioArt} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="trio-page" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#dedafe" />
        </linearGradient>
      </defs>
      <circle cx="120" cy="92" r="78" fill="rgba(255,255,255,0.12)" />
      <circle cx="120" cy="92" r="56" fill="rgba(255,255,255,0.12)" />
      <path d="M40 112c28-14 56-14 80 2v46c-24-16-52-16-80-2z" fill="url(#trio-page)" />
      <path d="M200 112c-28-14-56-14-80 2v46c24-16 52-16 80-2z" fill="url(#trio-page)" />
      <path d="M120 114v46" stroke="#978af7" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M56 126c16-6 32-6 48 2M56 140c16-6 32-6 48 2M136 128c16-8 32-8 48-2M136 142c16-8 32-8 48-2"
        stroke="#bcb3fb"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      {[
        { x: 78, y: 62, r: 13 },
        { x: 120, y: 40, r: 18 },
        { x: 162, y: 62, r: 13 },
      ].map(({ x, y, r }) => (
        <path
          key={x}
          transform={`translate(${x} ${y}) scale(${r / 12})`}
          d="M0-12l3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.9L0 6.1l-7 3.7 1.3-7.9-5.7-5.6 7.9-1.1z"
          fill="#fca637"
          stroke="#fff5e0"
          strokeWidth="1"
        />
      ))}
    </svg>
  );
}

/** Trio-program students see this banner instead of the store content (spec 000 sections 1, 2 and 6), and no order number field. */
export function TrioBanner({ titleOrder, onAsk }: { titleOrder: 2 | 3; onAsk?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={classes.trio} aria-labelledby="store-trio-title" data-testid="trio-banner">
      <div className={classes.trioText}>
        <Badge variant="white" color="brand" radius="sm">
          {t('storefront.trio.label')}
        </Badge>
        <Title order={titleOrder} id="store-trio-title" c="white" fz={28} mt="sm">
          {t('storefront.trio.title')}
        </Title>
        <Text c="rgba(255,255,255,0.9)" mt="xs" maw={460}>
          {t('storefront.trio.text')}
        </Text>
        <Button component={Link} to="/ask" variant="white" mt="lg" onClick={onAsk}>
          {t('storefront.trio.ask')}
        </Button>
      </div>
      <TrioArt />
    </section>
  );
}
