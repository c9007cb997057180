import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedOutNow } from '../../../lib/session';
import { staffSignOut } from '../api/staff-api';
import { useStaffSession } from '../hooks/staff-session';

/**
 * Signs out (the members' `/api/account/sign-out`, which ends the staff session too); the console
 * then shows its sign-in. After a failed call the session is asked again, so the console shows
 * where it really stands.
 */
export function SignOutButton() {
  const { t } = useTranslation(['staff']);
  const { signedOut, check } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const handleSignOut = async () => {
    setBusy(true);
    try {
      await staffSignOut();
      signedOutNow();
      signedOut();
    } catch (error) {
      console.warn('The sign-out failed', error);
      void check();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--ghost staff-sign-out"
      disabled={busy}
      onClick={() => void handleSignOut()}
    >
      {busy ? t('staff:nav.signingOut') : t('staff:nav.signOut')}
    </button>
  );
}
