import { ForcedGradeDialog } from './ForcedGradeDialog';
import { ForceLogoutModal } from './ForceLogoutModal';

/** Auth overlays of the authenticated area: the forced grade dialog and the force-logout modal. */
export function AuthOverlays() {
  return (
    <>
      <ForcedGradeDialog />
      <ForceLogoutModal />
    </>
  );
}
