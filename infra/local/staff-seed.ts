import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@gsk/core/i18n/language';

/*
 * Staff accounts from this folder: `npm run staff -- add` (staff.ts) and the one staff account a
 * fresh local stack starts with, both written by functions/src/staff/staff-accounts.ts (loaded by
 * path: infra never imports handler code). Its table and endpoint come from process.env.
 */

/** The staff accounts' module, by path from the repository root. */
export const staffModulePath = 'functions/src/staff/staff-accounts.ts';

/** What this folder uses of it. */
export interface StaffModule {
  addStaff(
    mobile: string,
    options?: { name?: string; language?: Language },
  ): Promise<
    | { memberId: string; created: false }
    | { memberId: string; created: true; initialPassword: string }
  >;
  removeStaff(mobile: string): Promise<{ memberId: string }>;
  StaffInputError: new (message: string) => Error;
}

export async function loadStaffModule(root: string): Promise<StaffModule> {
  const module = (await import(
    pathToFileURL(resolve(root, staffModulePath)).href
  )) as Partial<StaffModule>;
  if (typeof module.addStaff !== 'function')
    throw new Error(`${staffModulePath} exports no addStaff`);
  return module as StaffModule;
}

/** The seeded staff account of a local stack: a number no test signs up with (tests use 011-…). */
export const localStaff = { mobile: '012-000 0000', name: 'Siti Aminah binti Staf' } as const;

/** Where a local data folder keeps its staff account's sign-in (readable by its owner only). */
export const staffSignInFile = (dataDir: string) => join(dataDir, 'staff-sign-in.txt');

/**
 * Seeds the local staff account once per data folder (the file says it was) and answers how to
 * sign in, for `npm start` to print: the number, and the file that holds the initial password.
 */
export async function seedStaffOnce(root: string, dataDir: string): Promise<string> {
  const file = staffSignInFile(dataDir);
  const seeded = await readFile(file, 'utf8').catch(() => undefined);
  if (seeded === undefined) {
    const added = await (
      await loadStaffModule(root)
    ).addStaff(localStaff.mobile, {
      name: localStaff.name,
    });
    const password = added.created
      ? added.initialPassword
      : "(the account's own: the number had an account already)";
    await writeFile(
      file,
      `Local staff account (seeded on this data folder's first start)\nmobile:   ${localStaff.mobile}\npassword: ${password}\n`,
      { mode: 0o600 },
    );
    await chmod(file, 0o600);
  }
  return `mobile ${localStaff.mobile}, password in ${file}; the code arrives in the SMS outbox`;
}
