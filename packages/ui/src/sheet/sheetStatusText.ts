import { ERRORS } from '@photostudy/contracts';
import type { LiveSheetTexts } from './LiveSheet';
import type { SheetSyncStateLike } from './sheetSyncShape';

/** The live sheet's status line: offline, refused (and why), view only, saving or saved. */
export function sheetStatusText(state: SheetSyncStateLike, isEditable: boolean, texts: LiveSheetTexts): string {
  if (state.isOffline) return texts.offline;
  if (state.hasDroppedEdits) return state.errorCode === ERRORS.SHEET_READ_ONLY.code ? texts.readOnlyRefused : texts.notSaved;
  if (!isEditable) return texts.viewOnly;
  return state.pendingCount > 0 ? texts.saving : texts.saved;
}
