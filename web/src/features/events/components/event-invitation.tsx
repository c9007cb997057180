import type { PublicEvent } from '@gsk/core/api';
import { useCallback, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchEvents } from '../api/events-api';
import { afterIdle } from '../lib/after-idle';
import { nextFeaturedEvent } from '../lib/featured';
import { modalSeen, rememberModalSeen } from '../lib/modal-seen';
// The dialog's styles come with the page, as its code comes when it is due.
import '../../../components/ui/dialog.css';
import './events.css';

type Dialog = ComponentType<{ event: PublicEvent; onClose: () => void }>;

/**
 * The spec's once-per-visitor invitation on the home page: when the browser is idle after the page
 * has painted, a visitor without the `modal_seen` cookie is shown a dialog about the next featured
 * event (none when there is no such event, the API does not answer, or the visitor is a member
 * already registered for it); the cookie is set as it
 * shows, so it never shows again. Nothing of it is in the prerendered page, and the dialog's code
 * and catalogue load only when there is an event to show.
 */
export function EventInvitation() {
  const { i18n } = useTranslation();
  const [shown, setShown] = useState<{ event: PublicEvent; Dialog: Dialog }>();
  useEffect(() => {
    if (modalSeen()) return;
    let current = true;
    const cancel = afterIdle(() => {
      fetchEvents()
        .then(async (list) => {
          const next = nextFeaturedEvent(list);
          if (!next || !current) return;
          const [{ InvitationDialog, alreadyRegistered }] = await Promise.all([
            import('./invitation-dialog'),
            i18n.loadNamespaces('events'),
          ]);
          // A member already registered needs no invitation (and has not seen one).
          if (!current || (await alreadyRegistered(next.id))) return;
          if (!current || modalSeen()) return;
          rememberModalSeen();
          setShown({ event: next, Dialog: InvitationDialog });
        })
        .catch(() => {
          // An invitation is a nicety: without the API, the home page is simply shown.
        });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [i18n]);
  const handleClose = useCallback(() => setShown(undefined), []);
  return shown ? <shown.Dialog event={shown.event} onClose={handleClose} /> : null;
}
