import { useCallback } from 'react';

/**
 * Returns a handler that scrolls a section into view (smoothly unless the visitor prefers reduced
 * motion) and moves focus to it, so keyboard and screen-reader users land where the eye does.
 */
export function useScrollToSection(id: string) {
  return useCallback(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }, [id]);
}
