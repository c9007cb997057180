// Makes sure Debian's Chromium is installed for the browser tests (part of `npm test`).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Fonts so that pages render as on a phone (Malay/English text and the enterprises' emoji).
const fonts = [
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf',
];

if (existsSync(chromium) && fonts.every((font) => existsSync(font))) {
  process.exit(0);
}

if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  console.error(
    `Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium fonts-noto-core fonts-noto-color-emoji`,
  );
  process.exit(1);
}

console.info('Installing Debian Chromium for the browser tests…');
const run = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
run(['update']);
run([
  'install',
  '-y',
  '--no-install-recommends',
  'chromium',
  'fonts-noto-core',
  'fonts-noto-color-emoji',
]);

if (!existsSync(chromium)) {
  console.error(`Chromium still missing at ${chromium} after apt-get install.`);
  process.exit(1);
}
