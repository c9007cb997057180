import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { uiTimeout } from './waits';

// findBy* and waitFor wait as long as any UI wait of the suite (their own default is 1 s).
configure({ asyncUtilTimeout: uiTimeout });

// jsdom has no layout or scrolling; the app scrolls to the top on every route change.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
