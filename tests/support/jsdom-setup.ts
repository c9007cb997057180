import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { enterpriseCopy, enterpriseStory } from '@gsk/core/enterprise';
import { languages } from '@gsk/core/i18n/language';
import { afterEach } from 'vitest';
import { altTexts } from '../../web/src/lib/artwork';
import { uiTimeout } from './waits';

// The copy a page loads in its language before it renders (web/src/app/router.tsx), both
// languages there from the start, as every catalogue is (tests/support/i18n.ts).
await Promise.all(
  languages.flatMap((language) => [
    enterpriseCopy.load(language),
    enterpriseStory.load(language),
    altTexts.load(language),
  ]),
);

// findBy* and waitFor wait as long as any UI wait of the suite (their own default is 1 s).
configure({ asyncUtilTimeout: uiTimeout });

// jsdom has no layout or scrolling; the app scrolls to the top on every route change.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
