import { mockFetchRoutes } from '@photostudy/client/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../testing/render';
import { ModerationScreen } from './ModerationScreen';

const writer = { uid: 7, email: 'student@demo.test', name: 'Ana', role: 'student' };
const KINDS = ['email', 'phone', 'url', 'meeting_link', 'social_handle', 'digits'];
const event = (id: number, kind: string, field = 'message') => ({
  id,
  qid: 40 + id,
  field,
  kind,
  excerpt: `excerpt ${id}`,
  is_strict: false,
  created: 1_760_000_000 - id,
  account: writer,
});
const flag = {
  id: 1,
  qid: 12,
  title: 'Solve x',
  subject_title: 'Chemistry',
  state: 'explained',
  by_role: 'expert',
  reason: 'rude',
  created: 1_760_000_000,
  student: writer,
  expert: null,
};

function renderModeration(language: 'en' | 'es', events: unknown[]) {
  mockFetchRoutes({
    'GET /api/admin/flagged-sessions': { body: { flags: [flag] } },
    'GET /api/admin/moderation-events': { body: { events } },
  });
  renderConsole(<ModerationScreen onOpenThread={vi.fn()} />, language);
}

describe('ModerationScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels every kind of masked contact detail and where it was written, never the raw code', async () => {
    renderModeration(
      'en',
      KINDS.map((kind, i) => event(i + 1, kind, i === 0 ? 'message_edit' : 'suggestion')),
    );
    const table = await screen.findByTestId('events-table');
    for (const label of ['Email address', 'Phone number', 'Web link', 'Meeting link', 'Social media handle', 'Long number'])
      expect(within(table).getByText(label)).toBeInTheDocument();
    expect(within(table).getByText('Edited message')).toBeInTheDocument();
    expect(within(table).getAllByText('Suggestion')).toHaveLength(KINDS.length - 1);
    for (const kind of KINDS) expect(within(table).queryByText(kind)).toBeNull();
  });

  it('speaks Spanish, with the subject of a flagged session, and shows an unknown kind as sent', async () => {
    renderModeration('es', [event(1, 'social_handle'), event(2, 'carrier_pigeon', 'title')]);
    const table = await screen.findByTestId('events-table');
    expect(within(table).getByText('Usuario de redes sociales')).toBeInTheDocument();
    expect(within(table).getByText('Mensaje del chat')).toBeInTheDocument();
    expect(within(table).getByText('Texto de la pregunta')).toBeInTheDocument();
    expect(within(table).getByText('carrier_pigeon')).toBeInTheDocument();
    expect(within(await screen.findByTestId('flags-table')).getByText('#12 · Química')).toBeInTheDocument();
  });
});
