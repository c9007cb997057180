import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a change to the page once any pointer press in progress is over (its click included), or at
 * once when nothing is pressed. A field's blur caused by pressing a button would otherwise show
 * the field's error between mouse-down and mouse-up, push the button away from under the pointer
 * and lose the click.
 */
export function useAfterPress(): (change: () => void) => void {
  const pressed = useRef(false);
  const waiting = useRef<(() => void)[]>([]);

  useEffect(() => {
    const handleStart = () => {
      pressed.current = true;
    };
    const handleEnd = () => {
      // After the click that this release dispatches, in the same task, has run.
      setTimeout(() => {
        pressed.current = false;
        for (const change of waiting.current.splice(0)) change();
      }, 0);
    };
    const starts = ['pointerdown', 'mousedown'] as const;
    const ends = ['pointerup', 'mouseup', 'pointercancel', 'dragend'] as const;
    for (const name of starts) document.addEventListener(name, handleStart, true);
    for (const name of ends) document.addEventListener(name, handleEnd, true);
    return () => {
      for (const name of starts) document.removeEventListener(name, handleStart, true);
      for (const name of ends) document.removeEventListener(name, handleEnd, true);
    };
  }, []);

  return useCallback((change: () => void) => {
    if (pressed.current) waiting.current.push(change);
    else change();
  }, []);
}
