/** The session dialogs: rating flow, flag and exit confirmations, and the leave guard of the live chat. */
export { RatingFlow } from './RatingFlow';
export { FlagConfirmDialog } from './FlagConfirmDialog';
export { ExitChatDialog } from './ExitChatDialog';
export { useLeaveGuard } from './useLeaveGuard';
