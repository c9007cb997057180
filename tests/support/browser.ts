import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MODAL_SEEN_COOKIE_NAME } from '@gsk/core/constants';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** Debian's Chromium; `npm test` installs it when missing (tests/support/ensure-chromium.mjs). */
export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Sandbox off (root in a container) and nothing Chromium would fetch from the internet itself. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const launchOptions = { executablePath, headless: true, args: chromiumFlags };

export const launchBrowser = (): Promise<Browser> => chromium.launch(launchOptions);

/** A Chromium that test files connect to over its endpoint (tests/support/browser-setup.ts). */
export const launchBrowserServer = () => chromium.launchServer(launchOptions);

/** Connects to a Chromium of `launchBrowserServer`; closing the connection leaves it running. */
export const connectBrowser = (endpoint: string): Promise<Browser> => chromium.connect(endpoint);

/**
 * The home page's once-per-visitor event invitation already seen (the spec's `modal_seen` cookie),
 * for the local sites (localhost and 127.0.0.1, any port): a journey that is not about it meets the
 * home page as a returning visitor, with no dialog over it.
 */
export const markInvitationSeen = (context: BrowserContext) =>
  context.addCookies(
    ['localhost', '127.0.0.1'].map((domain) => ({
      name: MODAL_SEEN_COOKIE_NAME,
      value: '1',
      domain,
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );

/**
 * A fresh context (no stored language) at a viewport, with phone touch emulation where it fits;
 * the home page's invitation counts as seen unless `homeInvitation` asks for a first visit.
 */
export const newContext = async (
  browser: Browser,
  viewport: keyof typeof viewports,
  { homeInvitation = false, ...options }: BrowserContextOptions & { homeInvitation?: boolean } = {},
): Promise<BrowserContext> => {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    ...options,
  });
  if (!homeInvitation) await markInvitationSeen(context);
  return context;
};

/** Where screenshots are kept as test artifacts (git-ignored). */
export const artifactsDir = join(import.meta.dirname, '..', 'artifacts');

/**
 * Keeps a full-page screenshot as `tests/artifacts/<name>.png` when `TEST_SCREENSHOTS` is set (`npm
 * run test:screenshots`): for a person to look at, never compared by a test. A long page costs
 * Chromium most of a second of a core to draw and encode, so a plain `npm test` takes none.
 */
export const screenshot = async (page: Page, name: string, { fullPage = true } = {}) => {
  if (!process.env.TEST_SCREENSHOTS) return;
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage });
};

/** Collects console errors and uncaught page errors, so a test can assert the console stays clean. */
export const watchConsole = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed request's message names no address; its location does.
    const { url } = message.location();
    problems.push(
      url && message.text().startsWith('Failed to load')
        ? `${message.text()}: ${url}`
        : message.text(),
    );
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};

/**
 * The console's problems but the 404 of opening one of `paths` (in either language): the built site
 * answers a page it does not have with its not-found page and status 404, as CloudFront does, and
 * Chromium reports that status.
 */
export const besidesNotFound = (problems: string[], ...paths: string[]) =>
  problems.filter(
    (problem) =>
      !paths.some((path) =>
        new RegExp(`status of 404 .*: https?://[^/]+(/en)?${path}$`).test(problem),
      ),
  );
