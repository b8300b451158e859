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
 * Makes sure Chromium is there for the browser tests. On a Debian machine where we run as root it
 * installs Debian's `chromium` package when missing; anywhere else it stops with what to install.
 * Browser tests are never skipped for want of a browser.
 *
 * @param {{ log?: (message: string) => void }} [options]
 * @returns {string} the executable's path
 */
export function ensureChromium(options = {}) {
  const log = options.log ?? console.log;
  const path = chromiumPath();
  if (isExecutable(path)) return path;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(
      `CHROMIUM_PATH is set to ${path}, which is not an executable. Fix the path or unset CHROMIUM_PATH.`,
    );
  }
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isDebian() && root) {
    log('Chromium is missing: installing Debian\'s "chromium" package for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'],
      {
        stdio: 'inherit',
        env,
      },
    );
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
