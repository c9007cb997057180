import { apiPaths, type MemberProfile } from '@gsk/core/api';
import { useEffect, useState } from 'react';
import { apiJson } from '../lib/api-client';

/** Who is visiting: unknown until the API answers, then a signed-in member or nobody. */
export type MemberState =
  { status: 'loading' } | { status: 'signedIn'; member: MemberProfile } | { status: 'signedOut' };

/**
 * The signed-in member (`GET /api/account/me` answers 200 with their profile), asked afresh by each
 * page that shows it, after it has rendered: a sign-in on another page (or another tab) shows at
 * once, and prerendered HTML and hydration see the loading state. Any failure (401 included) reads
 * as signed out, whose sign-in links are always a way forward.
 */
export function useMember(): MemberState {
  const [state, setState] = useState<MemberState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    apiJson<MemberProfile>(apiPaths.me, { method: 'GET', cache: 'no-store' }).then(
      (member) =>
        current && setState(member ? { status: 'signedIn', member } : { status: 'signedOut' }),
      () => current && setState({ status: 'signedOut' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
