import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useServerHtml, useServerHtmlMount } from './serverHtml';
import { useHydrated } from './useHydrated';

// What each hook answers while a server's HTML is written, while the browser hydrates it and after,
// and in a render of the browser's own; and which re-render each costs when hydration ends.

type Hook = () => boolean;

/** Writes what `hook` answers and records every render's answer in `renders`. */
function Probe({ hook, renders }: { hook: Hook; renders: boolean[] }) {
  const answer = hook();
  renders.push(answer);
  return <span>{String(answer)}</span>;
}

let container: HTMLElement;
let unmount: () => void = () => undefined;
afterEach(() => {
  act(() => unmount());
  container.remove();
});

/** The server's HTML of `hook`'s probe, then the browser's hydration of it, every effect run. */
async function hydrated(hook: Hook) {
  const server: boolean[] = [];
  container = document.createElement('div');
  container.innerHTML = renderToString(<Probe hook={hook} renders={server} />);
  document.body.append(container);
  const browser: boolean[] = [];
  await act(async () => {
    const root = hydrateRoot(container, <Probe hook={hook} renders={browser} />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
    unmount = () => root.unmount();
  });
  return { server, browser, text: container.textContent };
}

/** A render of the browser's own of `hook`'s probe. */
async function rendered(hook: Hook) {
  const browser: boolean[] = [];
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    const root = createRoot(container);
    root.render(<Probe hook={hook} renders={browser} />);
    unmount = () => root.unmount();
  });
  return { browser, text: container.textContent };
}

describe('useServerHtml', () => {
  it('is true on the server and in the hydration, then false in the re-render React forces', async () => {
    const { server, browser, text } = await hydrated(useServerHtml);
    expect(server).toEqual([true]);
    expect(browser).toEqual([true, false]);
    expect(text).toBe('false');
  });

  it('is false in a render the browser makes itself', async () => {
    expect((await rendered(useServerHtml)).browser).toEqual([false]);
  });
});

describe('useServerHtmlMount', () => {
  it('stays true after hydration, and its end re-renders nothing', async () => {
    const { server, browser, text } = await hydrated(useServerHtmlMount);
    expect(server).toEqual([true]);
    expect(browser).toEqual([true]);
    expect(text).toBe('true');
  });

  it('is false in a render the browser makes itself', async () => {
    const { browser, text } = await rendered(useServerHtmlMount);
    expect(browser.every((answer) => answer === false)).toBe(true);
    expect(text).toBe('false');
  });
});

describe('useHydrated', () => {
  it('is false on the server and in the hydration, then true', async () => {
    const { server, browser, text } = await hydrated(useHydrated);
    expect(server).toEqual([false]);
    expect(browser).toEqual([false, true]);
    expect(text).toBe('true');
  });

  it('is true from the first render the browser makes itself', async () => {
    const { browser, text } = await rendered(useHydrated);
    expect(browser.every(Boolean)).toBe(true);
    expect(text).toBe('true');
  });
});
