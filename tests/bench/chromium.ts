import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Debian's Chromium (`node tests/support/ensure-chromium.mjs` installs it when missing). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing Chromium would fetch from the internet on its own. */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The version line the binary prints ("Chromium 1xx.0.…"). */
export const chromiumVersion = async (): Promise<string> => {
  const { stdout } = await promisify(execFile)(chromiumPath, ['--version']);
  return stdout.trim();
};
