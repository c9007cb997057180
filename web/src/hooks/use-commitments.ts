import type { Commitment } from '@gsk/core/api';
import { useCallback } from 'react';
import { fetchCommitments } from '../lib/places';
import { useRemote } from './use-remote';

const none = (): Promise<Commitment[]> => Promise.resolve([]);

/**
 * The signed-in member's upcoming shifts, waiting places and events (`GET
 * /api/account/commitments`), asked only when `signedIn` (none otherwise); `refresh` asks again
 * keeping the list shown, after a sign-up or a cancellation.
 */
export function useCommitments(signedIn: boolean) {
  const load = useCallback(() => (signedIn ? fetchCommitments() : none()), [signedIn]);
  return useRemote(load);
}
