import { UiProvider } from '@photostudy/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { QuestionItem } from '../lib/api/expertApi';
import { createI18n } from '../lib/i18n';
import { ConsoleSessionProvider, type ConsoleSession } from '../lib/session';
import { WRITING_SUBJECT_TITLE } from '../lib/writer';
import { expectNoSeriousAxeViolations } from '../testing/axe';
import { renderConsole } from '../testing/render';
import { ConsoleLayout } from './ConsoleLayout';
import { PHONE_QUERY } from './usePhoneLayout';
import { matchingQueries } from '../testing/setup';

const AUTH = { accessToken: 'a', refreshToken: 'r', uid: 9, email: 'someone@demo.test' };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLayout(session: Partial<ConsoleSession>, language: 'en' | 'es' = 'en') {
  renderConsole(
    <MemoryRouter initialEntries={['/']}>
      <ConsoleLayout>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </ConsoleLayout>
    </MemoryRouter>,
    language,
    { session: { auth: AUTH, ...session } },
  );
}

describe('ConsoleLayout navigation', () => {
  it('offers the Writing queue to writers, as a link the keyboard reaches', async () => {
    renderLayout({ role: 'expert', subjects: ['Algebra', WRITING_SUBJECT_TITLE] });
    const writing = screen.getByRole('link', { name: 'Writing' });
    expect(writing).toHaveAttribute('href', '/writing');
    expect(screen.getByRole('link', { name: 'Queue' })).toBeInTheDocument();
    writing.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/writing');
    await expectNoSeriousAxeViolations();
  });

  it('goes to the Writing queue with g w', async () => {
    renderLayout({ role: 'expert', subjects: [WRITING_SUBJECT_TITLE] });
    await userEvent.keyboard('gw');
    expect(screen.getByTestId('where')).toHaveTextContent('/writing');
  });

  it('has no Writing entry for experts without the subject, nor for admins', () => {
    renderLayout({ role: 'expert', subjects: ['Algebra', 'Chemistry'] });
    expect(screen.queryByRole('link', { name: 'Writing' })).toBeNull();
    expect(screen.getByRole('link', { name: 'History' })).toBeInTheDocument();
  });

  it('shows the realtime state to experts only: an admin has no connection to report (issue 17)', () => {
    renderLayout({ role: 'admin', subjects: [] });
    expect(screen.queryByTestId('realtime-state')).toBeNull();
  });

  it('lists the admin Writing screen for admins only', () => {
    renderLayout({ role: 'admin', subjects: [] });
    expect(screen.getByRole('link', { name: 'Writing' })).toHaveAttribute('href', '/admin/writing');
    expect(screen.queryByRole('link', { name: 'Queue' })).toBeNull();
  });

  it('lists the parents’ offers, data deletion and error reports screens for admins', async () => {
    renderLayout({ role: 'admin', subjects: [] });
    expect(screen.getByRole('link', { name: 'Parents’ offers' })).toHaveAttribute('href', '/admin/parents-offers');
    expect(screen.getByRole('link', { name: 'Data deletion' })).toHaveAttribute('href', '/admin/data-deletion');
    const errors = screen.getByRole('link', { name: 'Error reports' });
    expect(errors).toHaveAttribute('href', '/admin/error-reports');
    errors.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/error-reports');
  });

  it('names the entry in Spanish', () => {
    renderLayout({ role: 'expert', subjects: [WRITING_SUBJECT_TITLE] }, 'es');
    expect(screen.getByRole('link', { name: 'Redacción' })).toHaveAttribute('href', '/writing');
  });

  it('names my subjects in Spanish, and keeps a subject it does not know as the server names it', () => {
    renderLayout({ role: 'expert', subjects: ['Algebra', 'Accounting', 'Astronomy'] }, 'es');
    const mine = screen.getByTestId('my-subjects');
    expect(within(mine).getByText('Álgebra')).toBeInTheDocument();
    expect(within(mine).getByText('Contabilidad')).toBeInTheDocument();
    expect(within(mine).getByText('Astronomy')).toBeInTheDocument();
  });
});

describe('ConsoleLayout tab title', () => {
  const waiting = (count: number) => Array.from({ length: count }, (_, i) => ({ qid: i + 1 }) as QuestionItem);

  it('puts the number of waiting questions in front of the title, and follows the queue', () => {
    const i18n = createI18n('en');
    const tree = (queue: QuestionItem[]) => (
      <UiProvider>
        <I18nextProvider i18n={i18n}>
          <ConsoleSessionProvider initialValue={{ auth: AUTH, role: 'expert', subjects: [], queue }}>
            <MemoryRouter>
              <ConsoleLayout>{null}</ConsoleLayout>
            </MemoryRouter>
          </ConsoleSessionProvider>
        </I18nextProvider>
      </UiProvider>
    );
    const { rerender } = render(tree(waiting(3)));
    expect(document.title).toBe('(3) PhotoStudy Expert Console');
    rerender(tree(waiting(1)));
    expect(document.title).toBe('(1) PhotoStudy Expert Console');
    rerender(tree([]));
    expect(document.title).toBe('PhotoStudy Expert Console');
  });

  it('speaks Spanish, and shows no count to admins', () => {
    renderLayout({ role: 'expert', subjects: [], queue: waiting(2) }, 'es');
    expect(document.title).toBe('(2) PhotoStudy · Consola de expertos');
    cleanup();
    renderLayout({ role: 'admin', subjects: [], queue: waiting(2) });
    expect(document.title).toBe('PhotoStudy Expert Console');
  });
});

describe('ConsoleLayout on a phone', () => {
  it('opens the navigation from a burger the keyboard reaches, and closes it on going somewhere', async () => {
    matchingQueries.add(PHONE_QUERY);
    renderLayout({ role: 'expert', subjects: ['Algebra'] });
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', 'console-navigation');
    // Closed, it is hidden, so that Tab skips its links.
    expect(screen.queryByRole('link', { name: 'History' })).toBeNull();
    // The header keeps realtime, online and the account; the language and help move into the navigation.
    expect(screen.queryByText('Expert console')).toBeNull();
    burger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    const tools = screen.getByTestId('nav-phone-tools');
    expect(within(tools).getByRole('button', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    expect(within(tools).getByText('ES')).toBeInTheDocument();
    screen.getByRole('link', { name: 'History' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/history');
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
    await expectNoSeriousAxeViolations();
  });

  it('closes the navigation with Escape, and names the burger in Spanish', async () => {
    matchingQueries.add(PHONE_QUERY);
    renderLayout({ role: 'admin', subjects: [] }, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir navegación' }));
    expect(screen.getByRole('button', { name: 'Cerrar navegación' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Abrir navegación' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no burger at desktop width, and keeps the language and help in the header', () => {
    renderLayout({ role: 'expert', subjects: [] });
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    expect(screen.queryByTestId('nav-phone-tools')).toBeNull();
    expect(screen.getByRole('button', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    expect(screen.getByText('Expert console')).toBeInTheDocument();
  });
});
