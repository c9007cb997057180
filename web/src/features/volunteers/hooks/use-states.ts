import type * as Electoral from '@gsk/core/electoral';
import type { SeatOption } from '@gsk/core/electoral';
import { useEffect, useState } from 'react';

/** The electoral table (large): loaded once, after the page has rendered. */
let loading: Promise<typeof Electoral> | undefined;
const loadElectoral = () => (loading ??= import('@gsk/core/electoral'));

/** The electoral table's helpers once loaded, else undefined. */
export function useElectoral(): typeof Electoral | undefined {
  const [electoral, setElectoral] = useState<typeof Electoral>();
  useEffect(() => {
    let live = true;
    loadElectoral().then(
      (loaded) => live && setElectoral(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return electoral;
}

/** The 13 states and 3 federal territories once their names are loaded, else undefined. */
export function useStates(): SeatOption[] | undefined {
  return useElectoral()?.votingStates();
}
