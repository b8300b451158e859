import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { patchHappyDomForDomPurify } from '../../../test/happyDomPurify.test-utils';
import { type inProcessSandbox, renderWithSandbox } from '../../../test/harness.test-utils';
import { HelpPage, type HelpPageProps } from './HelpPage';

// Every help test runs the real sanitiser (see happyDomPurify.ts).
patchHappyDomForDomPurify();

type Sandbox = ReturnType<typeof inProcessSandbox>;

/** The help page on `content` (none: the Help Centre) against an in-process sandbox. */
export function renderHelp(
  content: string | undefined,
  options: Parameters<typeof renderWithSandbox>[1] & { page?: HelpPageProps } = {},
) {
  const { page, ...rest } = options;
  const onParamsUpdate = vi.fn();
  const view = renderWithSandbox(<HelpPage {...page} />, {
    onParamsUpdate,
    initialParams: { page: 'help', ...(content === undefined ? {} : { content }) },
    ...rest,
  });
  return { ...view, onParamsUpdate, user: userEvent.setup() };
}

/** The API calls a sandbox received, as `METHOD /path?query`. */
export function apiCalls(sandbox: Sandbox) {
  return sandbox.requests
    .filter((request) => new URL(request.url).pathname.startsWith('/v2/'))
    .map((request) => {
      const url = new URL(request.url);
      return `${request.method} ${url.pathname}${url.search}`;
    });
}

/**
 * Clicks a link and reports whether the widget prevented the browser's navigation. A listener on
 * the document runs after React's and stops happy-dom from navigating (or opening a tab) itself.
 */
export async function clickLink(link: HTMLElement) {
  let prevented: boolean | undefined;
  const listener = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  try {
    await userEvent.click(link);
  } finally {
    document.removeEventListener('click', listener);
  }
  return { prevented };
}

/** Opens an FAQ item by its header. */
export async function openItem(header: string) {
  await userEvent.click(await screen.findByRole('button', { name: header }));
}

/** A sandbox `fetch` that injects `X-Sandbox-Fault: spec` into requests `matches` picks. */
export function withFault(sandbox: Sandbox, matches: (request: Request) => boolean, spec: string) {
  return (request: Request) => {
    if (!matches(request)) return sandbox.fetch(request);
    const faulty = new Request(request);
    faulty.headers.set('X-Sandbox-Fault', spec);
    return sandbox.fetch(faulty);
  };
}
