import type { MemberProfile } from '@gsk/core/api';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { signedIn } from '../../../lib/session';
import { nextPath } from '../lib/next-path';

/**
 * What a members' page does once the API signed the member in: records the session and goes
 * where the visitor came from (`?next=`, a path of this site) or to the profile. Also gives the
 * `next` to pass on to the other members' pages.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const language = useLanguage();
  const [params] = useSearchParams();
  const next = params.get('next');
  const done = useCallback(
    (member: MemberProfile) => {
      signedIn(member);
      void navigate(nextPath(next, language), { replace: true });
    },
    [navigate, next, language],
  );
  return { done, next };
}
