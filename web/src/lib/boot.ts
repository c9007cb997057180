/**
 * The hand-over from the prerendered page's boot script (web/public/boot.js) to the app. Until the
 * app's code runs, the boot script holds the visitor's first click on a button or submit of a form
 * (so nothing is lost or sent natively); the app takes it back here once its handlers are there.
 * Absent where the page was not prerendered (Vite's dev server, tests rendering the app).
 */
export interface HeldAct {
  type: 'click' | 'submit';
  target: Element;
}

interface Boot {
  held: HeldAct[];
  /** Stops holding. */
  release(): void;
}

const boot = (): Boot | undefined =>
  typeof window === 'undefined' ? undefined : (window as { gskBoot?: Boot }).gskBoot;

/** Takes the held act made inside `root` (an island's markup), to replay when that part is live. */
export function takeHeldAct(root: Element): HeldAct | undefined {
  const held = boot()?.held;
  const index = held?.findIndex((act) => root.contains(act.target)) ?? -1;
  if (!held || index < 0) return undefined;
  return held.splice(index, 1)[0];
}

/**
 * The app has taken the page over (its page, or its error screen, is there: app/routes/
 * route-error.tsx): the boot script stops holding, and a click or submit it held outside the
 * islands (a menu button, a carousel control) is made again, now that its handler is there. One
 * inside an island waits there for the island to take it.
 */
export function releaseBoot(): void {
  const current = boot();
  if (!current) return;
  current.release();
  const outside = current.held.filter(({ target }) => !target.closest('[data-island]'));
  current.held = current.held.filter((act) => !outside.includes(act));
  for (const { type, target } of outside) {
    if (!target.isConnected) continue;
    if (type === 'click' && target instanceof HTMLElement) target.click();
    if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
  }
}
