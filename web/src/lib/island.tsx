import {
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ComponentType, RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Language } from '@gsk/core/i18n/language';
import type { LanguageCopy } from '@gsk/core/i18n/language-copy';
import { useLanguage } from '../hooks/use-language';
import { takeHeldAct } from './boot';
import { markedForUse } from './marked-for-use';
import type { Namespace } from '../i18n';

/**
 * An island: a part of a page (a form) whose code loads only when it is needed. The prerenderer
 * renders the real part; in the browser the prerendered markup stays as it is, not hydrated, its
 * inputs usable natively, until the visitor reaches for it (focus, pointer, key or touch inside
 * it) or, after a first scroll, it comes within a viewport of view. Then its module and catalogues
 * load and the real part mounts in place, with what the visitor typed or chose, the focus and caret
 * where they were, and a click on a button (or a submit) made meanwhile replayed once.
 */
/** Texts besides the catalogues that a part shows in the page's language (enterprises' copy, alt texts). */
export type IslandCopy = Pick<LanguageCopy<unknown>, 'get' | 'load'>;

interface Island<Props> {
  load: () => Promise<ComponentType<Props>>;
  namespaces: readonly Namespace[];
  copies: readonly IslandCopy[];
  /** The copies loading, per language. */
  copying: Map<Language, Promise<unknown>>;
  /** The part once loaded. */
  Component?: ComponentType<Props>;
  loading?: Promise<ComponentType<Props>>;
  /** First rendered by a navigation the visitor did not make (a redirect within the first load). */
  deferred?: boolean;
}

const declared: Island<never>[] = [];
let settledUpTo: number | undefined;

/** Whether the visitor has acted on the page yet (a navigation before that is a redirect). */
let acted = false;
const acts = ['pointerdown', 'keydown', 'touchstart'] as const;
if (typeof window !== 'undefined') {
  const onAct = () => {
    acted = true;
    for (const type of acts) window.removeEventListener(type, onAct, true);
  };
  for (const type of acts) window.addEventListener(type, onAct, { capture: true, passive: true });
}

const start = <Props,>(island: Island<Props>): Promise<ComponentType<Props>> => {
  if (island.loading) return island.loading;
  island.loading = markedForUse(
    island.load().then(
      (Component) => {
        island.Component = Component;
        return Component;
      },
      (error: unknown) => {
        island.loading = undefined;
        throw error;
      },
    ),
  );
  return island.loading;
};

/** Loads an island's copies in a language (once), marked for `use` as `start` does. */
const copy = <Props,>(island: Island<Props>, language: Language): Promise<unknown> => {
  const known = island.copying.get(language);
  if (known) return known;
  const copying = markedForUse(
    Promise.all(island.copies.map((c) => c.load(language))).catch((error: unknown) => {
      island.copying.delete(language);
      throw error;
    }),
  );
  island.copying.set(language, copying);
  return copying;
};

/** Whether an island's copies in a language are there (loaded by it or by the page). */
const hasCopies = <Props,>(island: Island<Props>, language: Language) =>
  island.copies.every((c) => {
    try {
      c.get(language);
      return true;
    } catch {
      return false;
    }
  });

/** An island's code and, in a language, its copies. */
const ready = <Props,>(island: Island<Props>, language?: Language) =>
  Promise.all([start(island), language && island.copies.length > 0 && copy(island, language)]);

/**
 * Waits for the islands of the pages loaded since the last call (with their copies in `language`),
 * so a page rendered in the browser (a client navigation) shows its parts at once. The first call,
 * the first page's, waits for none: that page's islands keep their prerendered markup until needed.
 */
export async function islandsSettled(language?: Language): Promise<void> {
  const from = settledUpTo;
  settledUpTo = declared.length;
  if (from === undefined) return;
  // A redirect within the first load (e.g. /transaction-status without the gateway's answer to
  // /contribute) is part of that load: its islands load when they come into view or the visitor
  // scrolls or acts, not with it.
  if (!acted) {
    for (const island of declared.slice(from)) if (!island.Component) island.deferred = true;
    return;
  }
  await Promise.all(declared.slice(from).map((island) => ready(island, language)));
}

/** Loads every island declared so far, with its copies in `language` (the prerenderer, before rendering a page). */
export async function preloadIslands(language?: Language): Promise<void> {
  await Promise.all(declared.map((island) => ready(island, language)));
}

/** The catalogue namespaces the islands declared so far show (the prerenderer loads them). */
export const islandNamespaces = (): Namespace[] => [
  ...new Set(declared.flatMap((island) => island.namespaces)),
];

const subscribeNothing = () => () => undefined;
/** True while rendering on the server or hydrating, false in any later render in the browser. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );

const controlSelector = 'input, select, textarea, button';
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;
const controlsOf = (root: HTMLElement) => [...root.querySelectorAll<Control>(controlSelector)];
const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** What the visitor did in the prerendered markup before the island loaded. */
interface Carried {
  values: { index: number; value: string; checked: boolean }[];
  focus?: { index: number; start: number | null; end: number | null };
  /** The button clicked (by index among the controls), or a form submitted by index. */
  replay?: { click: number } | { submit: number };
}

const valueSetter = (element: Element) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;

/** Whether a control of the static markup differs from how the markup had it. */
const changedByVisitor = (control: Exclude<Control, HTMLButtonElement>): boolean => {
  if (isToggle(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    const first = options.find((option) => option.defaultSelected) ?? options[0];
    return control.value !== (first?.value ?? '');
  }
  return control.value !== control.defaultValue;
};

/** Reads the visitor's values, focus and caret from the static markup. */
function carry(root: HTMLElement, replay: Carried['replay']): Carried {
  const controls = controlsOf(root);
  // Only what the visitor changed: a control still as the markup had it leaves the part's own
  // first state (which may know more than the prerendered markup did, such as a member's choices).
  const values = controls.flatMap((control, index) => {
    if (control instanceof HTMLButtonElement) return [];
    if (['file', 'submit', 'button', 'reset'].includes(control.type)) return [];
    if (!changedByVisitor(control)) return [];
    return [{ index, value: control.value, checked: isToggle(control) && control.checked }];
  });
  const active = document.activeElement;
  const focused = controls.findIndex((control) => control === active);
  const caret = (control: Control) => {
    try {
      return 'selectionStart' in control
        ? { start: control.selectionStart, end: control.selectionEnd }
        : { start: null, end: null };
    } catch {
      return { start: null, end: null };
    }
  };
  return {
    values,
    focus: focused < 0 ? undefined : { index: focused, ...caret(controls[focused]!) },
    replay,
  };
}

/** Gives the mounted part the carried values (as the visitor's own input events), focus and caret. */
function restore(root: HTMLElement, carried: Carried) {
  const controls = controlsOf(root);
  for (const { index, value, checked } of carried.values) {
    const control = controls[index];
    if (!control) continue;
    if (isToggle(control)) {
      if (control.checked !== checked) control.click();
      continue;
    }
    if (control.value === value) continue;
    const select = control instanceof HTMLSelectElement;
    if (select && ![...control.options].some((option) => option.value === value)) continue;
    valueSetter(control)?.call(control, value);
    control.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
  }
  const { focus } = carried;
  const target = focus && controls[focus.index];
  if (!focus || !target) return;
  target.focus({ preventScroll: true });
  if (focus.start === null || focus.end === null || !('setSelectionRange' in target)) return;
  try {
    target.setSelectionRange(focus.start, focus.end);
  } catch {
    // Not a text field (email and number inputs have no caret to set).
  }
}

const formsOf = (root: HTMLElement) => [...root.querySelectorAll('form')];

/** Replays once the click or submit the visitor made before the part loaded. */
function replay(root: HTMLElement, carried: Carried) {
  const { replay } = carried;
  if (!replay) return;
  if ('click' in replay) {
    controlsOf(root)[replay.click]?.click();
    return;
  }
  formsOf(root)[replay.submit]?.requestSubmit();
}

const interactions = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const;
const pressEnds = ['pointerup', 'pointercancel', 'click'] as const;

/** `act`, made the first time only. */
const once = (act: () => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    act();
  };
};

/**
 * Calls `need` when an island's markup comes within `rootMargin` of the viewport; returns what
 * stops watching. The wrapper has no box of its own (display: contents): its children are watched.
 */
function whenInView(root: HTMLElement, need: () => void, rootMargin?: string): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) need();
    },
    { rootMargin },
  );
  for (const child of root.children) observer.observe(child);
  return () => observer.disconnect();
}

/** The static markup: listens for what needs the part and keeps what the visitor did meanwhile. */
function useStaticIsland(
  ref: RefObject<HTMLDivElement | null>,
  active: boolean,
  onNeeded: (replay: () => Carried['replay'], pressEnded: () => Promise<void>) => void,
) {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    let pending: Carried['replay'];
    // A press on the markup ends on it: the part never takes its place between the press and the
    // release (its code may be there at once), where the browser would send the click to neither;
    // the click is kept below and replayed on the part. `pressed` holds what waits for the release.
    let pressed: (() => void)[] | undefined;
    const onPressStart = () => {
      pressed ??= [];
    };
    const onPressEnd = () => {
      const waiting = pressed ?? [];
      pressed = undefined;
      // After the click that follows the release, dispatched in the same task.
      setTimeout(() => waiting.forEach((resume) => resume()));
    };
    const pressEnded = () => new Promise<void>((done) => (pressed ? pressed.push(done) : done()));
    const need = once(() => onNeeded(() => pending, pressEnded));
    // Nothing posts or reloads meanwhile: a click on a button or a submit waits for the part.
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest('button, input[type="submit"]');
      if (!button || !root.contains(button)) return;
      event.preventDefault();
      pending ??= { click: controlsOf(root).indexOf(button as HTMLButtonElement) };
      need();
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      pending ??= { submit: formsOf(root).indexOf(form) };
      need();
    };
    root.addEventListener('pointerdown', onPressStart, true);
    for (const type of pressEnds) window.addEventListener(type, onPressEnd, true);
    for (const type of interactions) root.addEventListener(type, need, { passive: true });
    root.addEventListener('click', onClick, true);
    root.addEventListener('submit', onSubmit, true);
    // Nearing view loads the part, once the visitor scrolls: the first load never carries it. A
    // visitor who scrolled before the app's code ran has done so already, and may not again.
    let stopObserving: (() => void) | undefined;
    const observe = () => {
      stopObserving = whenInView(root, need, '100% 0px');
    };
    if (window.scrollY > 0) observe();
    else window.addEventListener('scroll', observe, { once: true, passive: true });
    // What the visitor did before the app's code ran: a held click or submit, or the focus.
    const held = takeHeldAct(root);
    if (held?.type === 'click')
      pending = { click: controlsOf(root).indexOf(held.target as Control) };
    if (held?.type === 'submit')
      pending = { submit: formsOf(root).indexOf(held.target as HTMLFormElement) };
    if (held || root.contains(document.activeElement)) need();
    return () => {
      root.removeEventListener('pointerdown', onPressStart, true);
      for (const type of pressEnds) window.removeEventListener(type, onPressEnd, true);
      for (const type of interactions) root.removeEventListener(type, need);
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('submit', onSubmit, true);
      window.removeEventListener('scroll', observe);
      stopObserving?.();
    };
  }, [ref, active, onNeeded]);
}

/**
 * An island first rendered by a redirect within the first load, with no markup to show: it loads
 * when it is in view, or once the visitor scrolls or acts.
 */
function useDeferredIsland(
  ref: RefObject<HTMLDivElement | null>,
  active: boolean,
  onNeeded: (replay: () => Carried['replay']) => void,
) {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const need = once(() => onNeeded(() => undefined));
    const stopObserving = whenInView(root, need);
    const events = ['scroll', ...acts] as const;
    for (const type of events) window.addEventListener(type, need, { passive: true });
    return () => {
      stopObserving();
      for (const type of events) window.removeEventListener(type, need);
    };
  }, [ref, active, onNeeded]);
}

/** The part's markup as prerendered, found by its island's id (the same on server and client). */
const prerenderedHtml = (id: string) =>
  [...document.querySelectorAll<HTMLElement>('[data-island]')].find(
    (element) => element.dataset.island === id,
  )?.innerHTML ?? '';

/** The loaded part, with its catalogues and copies (which suspend it until they are there). */
function Live<Props extends object>({ island, props }: { island: Island<Props>; props: Props }) {
  useTranslation([...island.namespaces]);
  const language = useLanguage();
  // Loaded before the part mounts; after a change of language, loaded then.
  if (!hasCopies(island, language)) use(copy(island, language));
  const Component = use(start(island));
  return <Component {...props} />;
}

/**
 * Declares an island: `island(() => import('./x').then((m) => m.X), ['validation'])` gives a
 * component with X's props that renders X as described above; `copies` are texts besides the
 * catalogues it shows in the page's language (`altTexts`, `enterpriseCopy`), loaded with it.
 * `Sketch`, light markup the same as X's first render (without X's code), stands for X where X is
 * rendered in the browser without prerendered markup (a client-rendered shell): rendered once,
 * then kept as static markup. `wanted`, asked once in the browser, says whether what this tab kept
 * needs the part at once (a step it was on before a reload): it then loads with the page, starting
 * from its own state rather than the prerendered markup's.
 */
export function island<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  namespaces: readonly Namespace[] = [],
  copies: readonly IslandCopy[] = [],
  Sketch?: ComponentType<Props>,
  wanted?: () => boolean,
): ComponentType<Props> {
  const entry: Island<Props> = { load, namespaces, copies, copying: new Map() };
  declared.push(entry as Island<never>);

  return function IslandPart(props: Props) {
    const id = useId();
    const hydrating = useHydrating();
    const ref = useRef<HTMLDivElement>(null);
    const { i18n } = useTranslation();
    const language = useLanguage();
    // Hydrating a prerendered page: its markup stays (null on the server, which renders the part).
    const [html, setHtml] = useState(() =>
      hydrating && typeof document !== 'undefined' && !entry.Component ? prerenderedHtml(id) : null,
    );
    // Rendered in the browser with a sketch: the sketch's markup stands for the part until needed.
    const [sketched] = useState(
      () => html === null && !!Sketch && typeof document !== 'undefined' && !entry.Component,
    );
    // Rendered by a redirect within the first load: nothing to show until it is needed.
    const [deferred] = useState(
      () =>
        html === null &&
        !sketched &&
        typeof document !== 'undefined' &&
        !entry.Component &&
        !!entry.deferred,
    );
    const [live, setLive] = useState(html === null && !deferred && !sketched);
    // The sketch rendered once, its markup kept as static markup (its inputs the browser's own).
    const sketching = sketched && html === null;
    useLayoutEffect(() => {
      if (sketching && ref.current) setHtml(ref.current.innerHTML);
    }, [sketching]);
    const carried = useRef<Carried>(undefined);

    const onNeeded = useCallback(
      (pending: () => Carried['replay'], pressEnded?: () => Promise<void>) => {
        void Promise.all([ready(entry, language), i18n.loadNamespaces([...namespaces])])
          .then(pressEnded)
          .then(() => {
            const root = ref.current;
            if (!root) return;
            carried.current = carry(root, pending());
            flushSync(() => setLive(true));
          });
      },
      [i18n, language],
    );
    useStaticIsland(ref, !live && !sketching, onNeeded);
    // Asked in the browser only: on the server, and when rendered in the browser, it is live.
    const [wantedAtOnce] = useState(() => !live && wanted?.());
    useEffect(() => {
      if (wantedAtOnce)
        void Promise.all([
          ready(entry, language),
          i18n.loadNamespaces(namespaces as Namespace[]),
        ]).then(() => setLive(true));
    }, [wantedAtOnce, i18n, language]);
    useDeferredIsland(ref, deferred && !live, onNeeded);

    useLayoutEffect(() => {
      const root = ref.current;
      const taken = carried.current;
      if (!live || !root || !taken) return;
      carried.current = undefined;
      restore(root, taken);
      // After the restored values' renders, as the visitor's own click or submit.
      setTimeout(() => replay(root, taken));
    }, [live]);

    if (!live && sketching && Sketch) {
      return (
        <div ref={ref} className="island" data-island={id}>
          <Sketch {...props} />
        </div>
      );
    }
    if (!live && deferred) {
      return (
        <div ref={ref} className="island" data-island={id}>
          <div />
        </div>
      );
    }
    if (!live) {
      return (
        <div
          ref={ref}
          className="island"
          data-island={id}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: html ?? '' }}
        />
      );
    }
    return (
      <div ref={ref} className="island" data-island={id}>
        <Live island={entry} props={props} />
      </div>
    );
  };
}
