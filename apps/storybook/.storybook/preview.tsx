import { AXE_OPTIONS } from '@coras/tooling/axe';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import { createMemorySessionStore } from '@coras/api-client';
import { CorasRoot, type CorasThemeOverrides, queryContainer } from '@coras/ui';
import { CorasProvider, type CorasProviderProps } from '@coras/widgets';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useEffect, useMemo, useState } from 'react';

declare const __CORAS_SANDBOX_URL__: string;

/** The sandbox the widget stories call: the test run's own, else `pnpm dev`'s (or CORAS_SANDBOX_URL). */
const sandboxUrl = () =>
  (globalThis as { corasSandboxUrl?: string }).corasSandboxUrl ?? __CORAS_SANDBOX_URL__;

/**
 * A clock in step with the sandbox, which is pinned to 09:00 UTC on 2026-11-21 when it starts
 * (sandbox.global-setup.ts): on the machine's own clock every session expiry it sends would be past.
 */
const loadedAt = Date.now();
const sessionClock = () => Date.parse('2026-11-21T09:00:00Z') + (Date.now() - loadedAt);

/** White-label examples the toolbar switches between (the Theming page explains them). */
const themes: Record<string, CorasThemeOverrides | undefined> = {
  default: undefined,
  plum: {
    color: { brand: '#6a1b7a', brandHover: '#56156a', brandSubtle: '#f4e9f6', focus: '#6a1b7a' },
    radius: { md: '2px' },
  },
  forest: {
    color: { brand: '#1f5f3a', brandHover: '#184d2f', brandSubtle: '#e6f2eb', focus: '#1f5f3a' },
    font: { family: "Georgia, 'Times New Roman', serif" },
  },
};

/**
 * Every story renders inside `<CorasRoot>` (theme, reset, query container, portal target), in a
 * frame as wide as its `containerWidth` parameter: the kit responds to its container, so the
 * widths 375, 768 and 1200 are stories, not viewports.
 */
const withRoot: Decorator = (Story, { parameters, globals }) => {
  if (parameters.corasProvider) return <Story />;
  const width = parameters.containerWidth as number | undefined;
  return (
    <CorasRoot theme={themes[globals.theme as string] ?? undefined}>
      <div
        data-story-frame=""
        className={queryContainer}
        style={{ width: width ?? 'auto', maxWidth: '100%', padding: 8 }}
      >
        <Story />
      </div>
    </CorasRoot>
  );
};

type StoryFetch = (request: Request) => Promise<Response>;

/**
 * The story's requests end with the story: a story that leaves a request hanging (a 25 s latency
 * fault for its loading state) would otherwise hold one of Chromium's six connections to the
 * sandbox, and a few such stories later the next stories' requests queue until they time out.
 */
function useStoryFetch(base: StoryFetch | undefined): StoryFetch {
  const [controller] = useState(() => new AbortController());
  useEffect(() => () => controller.abort(), [controller]);
  return useMemo(() => {
    const send = base ?? ((request: Request) => fetch(request));
    return (request) =>
      send(new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) }));
  }, [base, controller]);
}

/**
 * Widget and checkout stories (`parameters.corasProvider`) render inside a real `<CorasProvider>`
 * talking to the sandbox API, with a fresh session, state store and data cache per story.
 */
function StoryProvider({
  props,
  containerWidth,
  theme,
  children,
}: {
  props: Partial<CorasProviderProps>;
  containerWidth: number | undefined;
  theme: CorasThemeOverrides | undefined;
  children: ReactNode;
}) {
  const storyFetch = useStoryFetch(props.fetch);
  const [sessionStore] = useState(() => createMemorySessionStore({ now: sessionClock }));
  return (
    <CorasProvider
      apiHost={sandboxUrl()}
      distributorId="storybook"
      // The stories pay against the sandbox: its card stand-in, chosen explicitly (issue 28 item 1).
      paymentProvider="sandbox"
      // The sandbox's stand-in of the seat-reservation provider's chart script: no story reaches the internet.
      seatingChartUrl={`${sandboxUrl()}/sandbox/seating-chart/{region}/chart.js`}
      sessionStore={sessionStore}
      theme={theme}
      {...props}
      fetch={storyFetch}
    >
      <div
        data-story-frame=""
        className={queryContainer}
        style={{ width: containerWidth ?? 'auto', maxWidth: '100%', padding: 8 }}
      >
        {children}
      </div>
    </CorasProvider>
  );
}

const withProvider: Decorator = (Story, { parameters, globals }) => {
  const props = parameters.corasProvider as Partial<CorasProviderProps> | undefined;
  if (!props) return <Story />;
  return (
    <StoryProvider
      props={props}
      containerWidth={parameters.containerWidth as number | undefined}
      theme={themes[globals.theme as string] ?? undefined}
    >
      <Story />
    </StoryProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withRoot, withProvider],
  initialGlobals: { theme: 'default' },
  globalTypes: {
    theme: {
      description: 'White-label theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: Object.keys(themes), dynamicTitle: true },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Any axe violation fails the story's test in CI (the Vitest addon runs the a11y check), with
    // every WCAG 2.x A/AA rule and label in name on (tooling/axe.mjs).
    a11y: { test: 'error', options: AXE_OPTIONS },
    options: {
      storySort: {
        order: ['Introduction', 'Getting started', 'Embedding', 'Theming', 'Tokens', 'Components'],
      },
    },
  },
};

export default preview;
