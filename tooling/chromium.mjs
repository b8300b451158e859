// @ts-check
// The one place that knows how this repo finds and launches Chromium: Debian's system build, never
// a downloaded one (downloads are blocked on our machines). Playwright, Vitest browser mode and
// Lighthouse all take their executable and flags from here.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';

/** Where Chromium is looked for when CHROMIUM_PATH is not set. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for headless Chromium on our machines. As root it needs --no-sandbox; the network flags
 * stop it from calling Google's services, which this closed network refuses.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The Chromium executable: CHROMIUM_PATH, else /usr/bin/chromium. May not exist yet. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

function isExecutable(/** @type {string} */ path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const isDebian = () =>
  existsSync('/etc/debian_version') || /ID(_LIKE)?=.*debian/.test(readText('/etc/os-release'));
const readText = (/** @type {string} */ path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/**
 * The fonts the stored screenshots were taken with (apps/storybook/__screenshots__): DejaVu, and
 * Liberation, Chromium's metric-compatible stand-ins for Arial and Times New Roman, which a brand's
 * font stack may name (the theming story's serif brand). Without Liberation that text falls back to
 * DejaVu Serif, wider, and its screenshot differs: Debian's `chromium` only recommends it.
 */
const FONT_PACKAGES = ['fonts-dejavu-core', 'fonts-liberation'];
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
];

/** `apt-get install` of `packages`, Debian's non-interactive way. */
function aptInstall(/** @type {string[]} */ packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
}

/**
 * Makes sure Chromium is there for the browser tests, with the fonts of the stored screenshots. On
 * a Debian machine where we run as root it installs Debian's `chromium` package and those fonts
 * when missing; anywhere else it stops with what to install. Browser tests are never skipped for
 * want of a browser.
 *
 * @param {{ log?: (message: string) => void }} [options]
 * @returns {string} the executable's path
 */
export function ensureChromium(options = {}) {
  const log = options.log ?? console.log;
  const path = chromiumPath();
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isExecutable(path)) {
    if (isDebian() && root && !FONT_FILES.every((file) => existsSync(file))) {
      log(`The screenshots' fonts are missing: installing ${FONT_PACKAGES.join(', ')}…`);
      aptInstall(FONT_PACKAGES);
    }
    return path;
  }
  if (process.env.CHROMIUM_PATH) {
    throw new Error(
      `CHROMIUM_PATH is set to ${path}, which is not an executable. Fix the path or unset CHROMIUM_PATH.`,
    );
  }
  if (isDebian() && root) {
    log('Chromium is missing: installing Debian\'s "chromium" package for the browser tests…');
    aptInstall(['chromium', ...FONT_PACKAGES]);
    if (isExecutable(path)) return path;
    throw new Error(
      `apt-get installed chromium, yet ${path} is not there. Set CHROMIUM_PATH to its executable.`,
    );
  }
  throw new Error(
    `The browser tests need Chromium and none was found at ${path}.\n` +
      (isDebian()
        ? 'Install it as root with: apt-get install chromium   (or set CHROMIUM_PATH to a Chromium executable)'
        : 'Install Chromium with your system package manager, then set CHROMIUM_PATH to its executable.'),
  );
}
