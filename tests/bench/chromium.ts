import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chromiumFlags as browserFlags, executablePath } from '../support/browser';

/** Debian's Chromium, as the browser tests launch it. */
export const chromiumPath = executablePath;

/** Headless (Lighthouse starts the binary itself), with the browser tests' flags. */
export const chromiumFlags = ['--headless=new', ...browserFlags];

/** The version line the binary prints ("Chromium 1xx.0.…"). */
export const chromiumVersion = async (): Promise<string> => {
  const { stdout } = await promisify(execFile)(chromiumPath, ['--version']);
  return stdout.trim();
};
