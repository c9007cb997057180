import { parse } from 'csv-parse/sync';
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { newStaff } from '../integration/staff-client';
import type { LocalStack } from '../../infra/local/stack';
import { waitForCode } from '../integration/sms-client';
import { axeViolations } from '../support/page-checks';

/*
 * What the staff console's browser journeys share (issue 18): staff made as a user would make
 * them (a member signed up through the API, then `npm run staff -- add`), each test file's own
 * loopback block for those API calls (127.38.{block}.x), and the console's sign-in with the
 * texted second factor, done in the page as staff do it, and an export read as staff get it.
 *
 *   const nextClient = staffClients(1);
 *   const staff = await newStaff(nextClient);
 *   const { page } = await visit(browser(), 'phone', { language: 'bm' });
 *   await signInToConsole(page, urls, { staff, language: 'bm', path: 'staff/messages' });
 */

export { newStaff };

/**
 * The loopback addresses of one journey file's API calls, from `127.38.{block}.1` on: each file
 * its own block (the e2e files share one stack and its per-address limits).
 */
export const staffClients = (block: number) => {
  let clients = 0;
  return () => {
    clients += 1;
    return `127.38.${block}.${(clients % 250) + 1}`;
  };
};

/** The sign-in's words in each language. */
export const signInCopy = {
  bm: {
    prefix: '',
    signInForm: 'Borang log masuk kakitangan',
    mobile: /^Nombor telefon bimbit/,
    password: /^Kata laluan/,
    signIn: 'Log masuk',
    otpForm: 'Borang kod pengesahan',
    code: /^Kod pengesahan/,
    verify: 'Sahkan',
  },
  eng: {
    prefix: '/en',
    signInForm: 'Staff sign-in form',
    mobile: /^Mobile number/,
    password: /^Password/,
    signIn: 'Sign in',
    otpForm: 'Verification code form',
    code: /^Verification code/,
    verify: 'Verify',
  },
} as const;

export const expectAxeClean = async (page: Page, where: string) =>
  expect(await axeViolations(page), where).toEqual([]);

/**
 * Opens the console at `path` (`staff/donations`, below the language's prefix) signed out, and
 * signs staff in on the sign-in it shows: noindex (and axe clean when `axe`), the number and the
 * password, then the texted code; the console then shows the page first asked for. No call is
 * refused on the way (a browser that never signed in to the console does not ask for a session).
 */
export async function signInToConsole(
  page: Page,
  urls: Pick<LocalStack['urls'], 'site' | 'smsOutbox'>,
  {
    staff,
    language,
    path,
    axe = false,
  }: {
    staff: { mobile: string; password: string };
    language: 'bm' | 'eng';
    path: string;
    axe?: boolean;
  },
) {
  const text = signInCopy[language];
  const refused: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() >= 400)
      refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  };
  page.on('response', onResponse);
  await page.goto(`${urls.site}${text.prefix}/${path}`);
  const signIn = page.getByRole('form', { name: text.signInForm });
  await signIn.waitFor();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
    'noindex, nofollow',
  );
  if (axe) await expectAxeClean(page, 'staff sign-in');
  // The form is an island (web/src/lib/island.tsx): its markup stands until the first focus, and a
  // click on its submit before the form's code is there is answered once it is; so no wait here.
  const submit = signIn.getByRole('button', { name: text.signIn, exact: true });
  await signIn.getByLabel(text.mobile).fill(staff.mobile);
  await signIn.getByLabel(text.password).fill(staff.password);
  const sent = new Date(Date.now() - 1000);
  await submit.click();
  const otp = page.getByRole('form', { name: text.otpForm });
  await otp.waitFor();
  await otp.getByLabel(text.code).fill(await waitForCode(urls, staff.mobile, sent));
  await otp.getByRole('button', { name: text.verify }).click();
  await otp.waitFor({ state: 'detached' });
  page.off('response', onResponse);
  expect(refused).toEqual([]);
  return signIn;
}

/**
 * The CSV behind a page's export link (named `name`), fetched with the page's session as a click
 * would, and read by a CSV parser: the link's href and the rows by their header.
 */
export async function exportedRows(
  page: Page,
  urls: Pick<LocalStack['urls'], 'site'>,
  name: string,
): Promise<{ href: string | null; rows: Record<string, string>[] }> {
  const href = await page.getByRole('link', { name }).getAttribute('href');
  const exported = await page.request.get(`${urls.site}${href}`);
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toMatch(/^text\/csv/);
  const rows = parse(await exported.text(), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
  return { href, rows };
}
