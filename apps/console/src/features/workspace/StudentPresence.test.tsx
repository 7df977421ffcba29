import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeHandlers, StudentPresence as Presence } from '../../lib/realtime';
import { renderConsole } from '../../testing/render';

const live = vi.hoisted(() => ({ handlers: new Set<RealtimeHandlers>(), presence: 'unknown' as Presence }));

vi.mock('../../lib/realtime', () => ({
  realtime: {
    listen: (h: RealtimeHandlers) => {
      live.handlers.add(h);
      return () => live.handlers.delete(h);
    },
    studentPresence: (uid: number) => (uid === 7 ? live.presence : 'unknown'),
  },
}));

const { StudentPresence } = await import('./StudentPresence');

function studentIs(presence: Presence) {
  act(() => {
    live.presence = presence;
    for (const h of live.handlers) h.onStudentPresence?.();
  });
}

describe('StudentPresence', () => {
  beforeEach(() => {
    live.handlers.clear();
    live.presence = 'unknown';
  });

  it('shows nothing until the channel is joined, then follows the student coming and going', () => {
    renderConsole(<StudentPresence studentUid={7} />);
    expect(screen.queryByTestId('student-presence')).toBeNull();
    studentIs('online');
    expect(screen.getByRole('status')).toHaveTextContent('Student online');
    studentIs('offline');
    expect(screen.getByRole('status')).toHaveTextContent('Student offline');
    studentIs('unknown');
    expect(screen.queryByTestId('student-presence')).toBeNull();
  });

  it('reads the presence already known when it mounts, in Spanish too', () => {
    live.presence = 'offline';
    renderConsole(<StudentPresence studentUid={7} />, 'es');
    expect(screen.getByRole('status')).toHaveTextContent('Estudiante desconectado');
    studentIs('online');
    expect(screen.getByRole('status')).toHaveTextContent('Estudiante en línea');
  });
});
