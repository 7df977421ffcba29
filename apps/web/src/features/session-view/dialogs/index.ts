/** The session dialogs: rating flow, flag and exit confirmations, and the leave guard of the live chat. */
export { RatingFlow, RATING_HOME_PATH, type RatingFlowProps } from './RatingFlow';
export { FlagConfirmDialog, type FlagConfirmDialogProps } from './FlagConfirmDialog';
export { ExitChatDialog, type ExitChatDialogProps } from './ExitChatDialog';
export { useLeaveGuard } from './useLeaveGuard';
export { isLeaveBlocked, leaveActionFor, type LeaveAction } from './leaveRules';
export { isReasonRequired, type RatingStep } from './ratingRules';
