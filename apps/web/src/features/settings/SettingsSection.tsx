import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './SettingsPage.module.css';

/** Props of {@link SettingsSection}. */
export interface SettingsSectionProps {
  /** Prefix of the heading's id, which names the section for assistive technology. */
  id: string;
  icon: ReactNode;
  title: string;
  lead: string;
  /** 'danger' frames the section in red (data deletion). */
  tone?: 'danger';
  children: ReactNode;
}

/** One card of Settings: an icon, a heading that names the region, a lead line and the controls. */
export function SettingsSection({ id, icon, title, lead, tone, children }: SettingsSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section className={classes.card} data-tone={tone} aria-labelledby={titleId}>
      <div className={classes.cardHeader}>
        <span className={classes.cardIcon} aria-hidden>
          {icon}
        </span>
        <div className={classes.cardHeading}>
          <Title order={2} fz={20} id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {lead}
          </Text>
        </div>
      </div>
      <div className={classes.cardBody}>{children}</div>
    </section>
  );
}
