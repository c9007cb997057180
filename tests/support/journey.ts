import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectBrowser, newContext, watchConsole } from './browser';
import { rememberLanguage } from './page-checks';

/** A connection to the run's Chromium (browser-setup.ts); closing it closes the contexts it opened. */
export const sharedBrowser = (): Promise<Browser> => connectBrowser(inject('browserEndpoint'));

/**
 * The run's Chromium for a whole test file, connected before its tests and
 * disconnected after them, which closes the contexts the file opened; call at the file's top
 * level, then `browser()` inside the tests.
 */
export const useBrowser = (): (() => Browser) => {
  let shared: Browser | undefined;
  beforeAll(async () => {
    shared = await sharedBrowser();
  });
  afterAll(async () => {
    await shared?.close();
  });
  return () => {
    if (!shared) throw new Error('The browser is launched in beforeAll');
    return shared;
  };
};

/**
 * A visitor's fresh tab at a viewport, in the language they chose on an earlier visit (if any),
 * with its console errors collected; `homeInvitation` makes it a first visit to the home page.
 */
export const visit = async (
  browser: Browser,
  viewport: Parameters<typeof newContext>[1],
  { language, ...options }: Parameters<typeof newContext>[2] & { language?: 'bm' | 'eng' } = {},
) => {
  const context = await newContext(browser, viewport, options);
  if (language) await rememberLanguage(context, language);
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
};

/**
 * Signs a member in through the site's sign-in form at `url`: `names` are the form's accessible
 * name, its fields' labels and its button's name in the page's language.
 */
export async function signInThroughForm(
  page: Page,
  url: string,
  member: { mobile: string; password: string },
  names: { form: string; mobile: RegExp; password: RegExp; submit: string },
) {
  await page.goto(url);
  const form = page.getByRole('form', { name: names.form });
  await form.waitFor();
  await form.getByLabel(names.mobile).fill(member.mobile);
  await form.getByLabel(names.password).fill(member.password);
  await form.getByRole('button', { name: names.submit, exact: true }).click();
}
