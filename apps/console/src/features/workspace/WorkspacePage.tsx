import { Box, Button, Card, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionSheet } from '../../components/SessionSheet';
import { hasSessionSheet, sheetEditingOf } from '../../components/sessionSheetRules';
import { ChatPanel } from './ChatPanel';
import { ConfirmActionDialog } from './dialogs/ConfirmActionDialog';
import { FlagDialog } from './dialogs/FlagDialog';
import { SuggestionDialog } from './dialogs/SuggestionDialog';
import { SessionActions } from './SessionActions';
import { StudentCard } from './StudentCard';
import { useWorkspaceSession } from './useWorkspaceSession';
import { useWorkspaceShortcuts } from './useWorkspaceShortcuts';
import classes from './WorkspacePage.module.css';

type Dialog = 'end' | 'reject' | 'flag' | 'suggest' | null;

/**
 * The live session: problem, Start, timer, chat with math, suggestions, Reject, Flag and End. A session with a
 * spreadsheet puts the sheet first, large, with the student, the actions and the chat in a column beside it.
 */
export function WorkspacePage({ qid, onLeave }: { qid: number; onLeave: () => void }) {
  const { t } = useTranslation();
  const session = useWorkspaceSession(qid);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { question, isMine, isOpen, isLive, isBusy } = session;
  useWorkspaceShortcuts({ canEnd: isLive && isMine, onEnd: () => setDialog('end') });

  if (session.isMissing) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center">
          <Text>{t('workspace.notFound')}</Text>
          <Button onClick={onLeave}>{t('workspace.backToQueue')}</Button>
        </Stack>
      </Paper>
    );
  }
  if (!question) return <Loader m="xl" />;

  const studentName = question.author.name ?? t('question.student');
  const close = () => setDialog(null);

  const studentCard = <StudentCard question={question} studentName={studentName} />;
  const actions =
    isMine && isOpen ? (
      <SessionActions
        canReject={question.state === 'connecting'}
        isLive={isLive}
        isBusy={isBusy}
        onReject={() => setDialog('reject')}
        onFlag={() => setDialog('flag')}
        onEnd={() => setDialog('end')}
      />
    ) : null;
  const chat = (
    <ChatPanel session={{ ...session, question }} studentName={studentName} onSuggest={() => setDialog('suggest')} onLeave={onLeave} />
  );

  return (
    <Box className={hasSessionSheet(question) ? classes.sheetLayout : classes.layout}>
      {hasSessionSheet(question) ? (
        <>
          <Card
            withBorder
            radius="lg"
            padding={0}
            className={classes.sheetCard}
            aria-label={t('workspace.sheet.title')}
            component="section"
          >
            <SessionSheet qid={qid} sheetUrl={question.sheetUrl} editing={sheetEditingOf(question, isMine)} />
          </Card>
          <div className={classes.sheetSide}>
            {/* The student card scrolls in its share of the column; the actions below it always stay in view. */}
            <div className={classes.sheetSideInfo}>{studentCard}</div>
            {actions ? <div className={classes.sheetActions}>{actions}</div> : null}
            <div className={classes.sheetChat}>{chat}</div>
          </div>
        </>
      ) : (
        <>
          <Stack gap="md" className={classes.side}>
            {studentCard}
            {actions}
          </Stack>
          {chat}
        </>
      )}

      <ConfirmActionDialog
        action={dialog === 'end' || dialog === 'reject' ? dialog : null}
        isBusy={isBusy}
        onClose={close}
        onConfirm={(action) =>
          void (action === 'end' ? session.end() : session.reject()).then((isDone) => {
            if (!isDone) return;
            close();
            if (action === 'reject') onLeave();
          })
        }
      />
      <FlagDialog
        isOpen={dialog === 'flag'}
        isBusy={isBusy}
        onClose={close}
        onFlag={(reason) => void session.flag(reason).then((isDone) => isDone && close())}
      />
      <SuggestionDialog isOpen={dialog === 'suggest'} onClose={close} onSuggest={session.suggest} />
    </Box>
  );
}
