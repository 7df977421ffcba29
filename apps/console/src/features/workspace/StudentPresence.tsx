import { Badge, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realtime, type StudentPresence as Presence } from '../../lib/realtime';

/** Whether the student is on their presence channel (their chat is open), live from its member events. */
export function useStudentPresence(studentUid: number): Presence {
  const [presence, setPresence] = useState(() => realtime.studentPresence(studentUid));
  useEffect(() => {
    const read = () => setPresence(realtime.studentPresence(studentUid));
    read();
    return realtime.listen({ onStudentPresence: read });
  }, [studentUid]);
  return presence;
}

/**
 * 'Student online' / 'Student offline' for the assigned student, from `presence-student-{uid}` (brief section 5),
 * which the student holds while their chat is open. Nothing is shown until the channel is joined, nor for a
 * session that is not mine and open (the console follows no student then).
 */
export function StudentPresence({ studentUid }: { studentUid: number }) {
  const { t } = useTranslation();
  const presence = useStudentPresence(studentUid);
  if (presence === 'unknown') return null;
  const isOnline = presence === 'online';
  return (
    <Tooltip label={t(isOnline ? 'workspace.studentOnlineHint' : 'workspace.studentOfflineHint')}>
      <Badge variant="dot" color={isOnline ? 'teal' : 'gray'} radius="sm" tt="none" mt={4} role="status" data-testid="student-presence">
        {t(isOnline ? 'workspace.studentOnline' : 'workspace.studentOffline')}
      </Badge>
    </Tooltip>
  );
}
