import type * as Electoral from '@gsk/core/electoral';
import type { SeatOption } from '@gsk/core/electoral';
import { useEffect, useState, type RefObject } from 'react';

/** The electoral table (large): loaded once, when a part that names states is needed. */
let loading: Promise<typeof Electoral> | undefined;
const loadElectoral = () => (loading ??= import('@gsk/core/electoral'));

/**
 * Whether the part at `ref` is needed: once the visitor, after a first scroll, comes within a
 * viewport of it, or reaches into it (focus, pointer), as an island's code loads
 * (lib/island.tsx); at once where the browser cannot tell (no IntersectionObserver).
 */
export function useNear(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const need = () => setNear(true);
    if (typeof IntersectionObserver !== 'function') {
      need();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) need();
      },
      { rootMargin: '100% 0px' },
    );
    const observe = () => observer.observe(element);
    if (window.scrollY > 0) observe();
    else window.addEventListener('scroll', observe, { once: true, passive: true });
    element.addEventListener('focusin', need);
    element.addEventListener('pointerdown', need);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', observe);
      element.removeEventListener('focusin', need);
      element.removeEventListener('pointerdown', need);
    };
  }, [ref, near]);
  return near;
}

/** The electoral table's helpers once `wanted` and loaded, else undefined. */
export function useElectoral(wanted = true): typeof Electoral | undefined {
  const [electoral, setElectoral] = useState<typeof Electoral>();
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadElectoral().then(
      (loaded) => live && setElectoral(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return electoral;
}

/** The 13 states and 3 federal territories once `wanted` and loaded, else undefined. */
export function useStates(wanted = true): SeatOption[] | undefined {
  return useElectoral(wanted)?.votingStates();
}
