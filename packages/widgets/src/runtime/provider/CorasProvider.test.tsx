import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtom } from 'jotai';
import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  inProcessSandbox,
  renderWithSandbox,
  SANDBOX_HOST,
  testLogger,
} from '../../../test/harness.test-utils';
import { CorasProvider } from '../../app/CorasProvider';
import { LandingPage } from '../../pages/landing/LandingPage';
import { landingMessages } from '../../pages/landing/messages/en-GB';
import { ANALYTICS_DOM_EVENT } from '../analytics/analytics';
import { basketOpenAtom } from '../basket/basketStore';
import { useApi } from '../data/useApi';
import { useTranslate } from '../i18n/useTranslate';
import { useCorasContext } from './context';
import { useNavigate, usePageParams } from './navigation-context';

function Probe() {
  const params = usePageParams();
  const navigate = useNavigate();
  const t = useTranslate(landingMessages);
  const { currency } = useCorasContext();
  return (
    <div>
      <p data-testid="page">{params.page}</p>
      <p data-testid="currency">{currency}</p>
      <p>{t('landing.popular')}</p>
      <button type="button" onClick={() => navigate({ page: 'details', id: 'a-1', date: '2026-12-01' })}>
        Open details
      </button>
      <button type="button" onClick={() => navigate({ page: params.page, currency: 'EUR' })}>
        Euros
      </button>
    </div>
  );
}

/** A screen that renders only when what it reads changes, as the widget's screens do: notes each context. */
const ContextWatch = memo(function ContextWatch({ seen }: { seen: unknown[] }) {
  seen.push(useCorasContext());
  return <p>screen</p>;
});

/** The visitor's place through the provider's data cache, and the basket's open state in its store. */
function StateProbe() {
  const { client } = useCorasContext();
  const place = useApi(['geolocation'], (signal) => client.GET('/{api_version}/geolocation', { signal }));
  const [open, setOpen] = useAtom(basketOpenAtom);
  return (
    <div>
      <p>{place.data?.name}</p>
      <p data-testid="basket">{open ? 'open' : 'closed'}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open the basket
      </button>
    </div>
  );
}

type ContextSeen = Pick<ReturnType<typeof useCorasContext>, 'locale' | 'currency' | 'config'>;

/** Records what the provider's context gives a screen. */
function ContextReader({ seen }: { seen: ContextSeen[] }) {
  const { locale, currency, config } = useCorasContext();
  seen.push({ locale, currency, config });
  return null;
}

/** A screen that throws while rendering. */
function Broken(): never {
  throw new Error('boom');
}

describe('CorasProvider', () => {
  it.each([
    [{ apiHost: '', distributorId: 'd' }, 'api-host'],
    [{ apiHost: 'http://x', distributorId: '' }, 'distributor-id'],
    [{}, 'api-host and distributor-id'],
  ])('explains a missing attribute instead of rendering nothing (%o)', (props, named) => {
    const logger = testLogger();
    render(
      <CorasProvider {...props} logger={logger}>
        <Probe />
      </CorasProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`the ${named} attribute is missing`);
    expect(screen.queryByTestId('page')).toBeNull();
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('missing configuration attribute'));
  });

  it.each(['ftp://files.example', 'javascript:alert(1)', 'http://'])(
    'explains an api-host that is not an http(s) URL (%s) instead of rendering nothing',
    (apiHost) => {
      const logger = testLogger();
      render(
        <CorasProvider apiHost={apiHost} distributorId="d" logger={logger}>
          <Probe />
        </CorasProvider>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This booking widget is not set up correctly: the api-host attribute must be an http or https address.',
      );
      expect(screen.queryByTestId('page')).toBeNull();
      expect(logger.error).toHaveBeenCalledWith(
        expect.stringContaining(`"${apiHost}" is not an http(s) URL`),
      );
    },
  );

  it('replaces a widget that throws while rendering with a message in its locale, and logs the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = testLogger();
    renderWithSandbox(<Broken />, { logger, locale: 'fr-FR' });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ce widget de réservation n’a pas pu être affiché. Veuillez actualiser la page et réessayer.',
      ),
    );
    expect(logger.error).toHaveBeenCalledWith(
      'Coras widget: the widget could not be shown',
      expect.objectContaining({ message: 'boom' }),
    );
  });

  it('warns, in development, naming each style sheet the page has not loaded', async () => {
    const logger = testLogger();
    renderWithSandbox(<Probe />, { logger });
    await waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(2));
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("import '@coras/ui/styles.css';"));
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("import '@coras/widgets/styles.css';"));
  });

  it('says nothing of the style sheets once the page has both', async () => {
    // What the two sheets set on the widget's root (ui root.css.ts, CorasProvider.css.ts).
    const sheets = document.createElement('style');
    sheets.textContent = '.coras-root { --coras-style-sheet-ui: 1; --coras-style-sheet-widgets: 1; }';
    document.head.append(sheets);
    try {
      const logger = testLogger();
      renderWithSandbox(<Probe />, { logger });
      await screen.findByText('Popular on our site');
      expect(logger.warn).not.toHaveBeenCalledWith(expect.stringContaining('style sheet'));
    } finally {
      sheets.remove();
    }
  });

  it('starts on the landing page in the configured currency, with English texts', () => {
    renderWithSandbox(<Probe />, { currency: 'DKK' });
    expect(screen.getByTestId('page')).toHaveTextContent('landing');
    expect(screen.getByTestId('currency')).toHaveTextContent('DKK');
    expect(screen.getByText('Popular on our site')).toBeInTheDocument();
  });

  it('gives its screens one locale and one currency, the page’s: the configured ones are only where it starts', async () => {
    const seen: ContextSeen[] = [];
    renderWithSandbox(<ContextReader seen={seen} />, {
      locale: 'de-DE',
      currency: 'EUR',
      initialParams: { page: 'landing', locale: 'fr-FR', currency: 'SEK' },
    });
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ locale: 'fr-FR', currency: 'SEK' }));
    expect(seen.at(-1)?.config).not.toHaveProperty('currency');
    expect(seen.at(-1)?.config).not.toHaveProperty('locale');
    expect(seen.at(-1)?.config).toMatchObject({ currencies: ['EUR'], locales: ['de-DE'] });
  });

  it('navigates and tells the host page with the params-update payload', async () => {
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<Probe />, { onParamsUpdate, currency: 'EUR' });
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    expect(screen.getByTestId('page')).toHaveTextContent('details');
    expect(onParamsUpdate).toHaveBeenCalledWith({
      page: 'details',
      locale: 'en-GB',
      currency: 'EUR',
      id: 'a-1',
      date: '2026-12-01',
    });
  });

  it('changes the currency on the same page', async () => {
    renderWithSandbox(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'Euros' }));
    expect(screen.getByTestId('currency')).toHaveTextContent('EUR');
    expect(screen.getByTestId('page')).toHaveTextContent('landing');
  });

  it('keeps its context while the host re-renders it with the same settings, so the widget does not re-render with the host', async () => {
    const seen: unknown[] = [];
    const logger = testLogger();
    const host = (currencies: string, rewardPoints: (price: number) => number) => (
      <CorasProvider
        apiHost="http://127.0.0.1:1"
        distributorId="d"
        currencies={currencies}
        rewardPoints={rewardPoints}
        logger={logger}
      >
        <ContextWatch seen={seen} />
      </CorasProvider>
    );
    const points = (price: number) => price * 2;
    const { rerender } = render(host('EUR,GBP', points));
    await screen.findByText('screen');
    const first = seen.at(-1);
    rerender(host('EUR,GBP', points));
    rerender(host(' EUR,GBP ', points));
    expect(seen.at(-1)).toBe(first);
    rerender(host('EUR,USD', points));
    expect(seen.at(-1)).not.toBe(first);
    const second = seen.at(-1);
    rerender(host('EUR,USD', (price) => price * 3));
    expect(seen.at(-1)).not.toBe(second);
  });

  it('keeps two widgets on one page apart', async () => {
    render(
      <>
        <div data-testid="first">
          <CorasProvider apiHost="http://a" distributorId="a" logger={testLogger()}>
            <Probe />
          </CorasProvider>
        </div>
        <div data-testid="second">
          <CorasProvider apiHost="http://b" distributorId="b" logger={testLogger()}>
            <Probe />
          </CorasProvider>
        </div>
      </>,
    );
    const [firstDetails] = screen.getAllByRole('button', { name: 'Open details' });
    await userEvent.click(firstDetails as HTMLElement);
    const pages = screen.getAllByTestId('page').map((node) => node.textContent);
    expect(pages).toEqual(['details', 'landing']);
  });

  it('keeps two widgets’ data caches and state stores apart: each asks for itself, and sees only its own state', async () => {
    const sandbox = inProcessSandbox();
    const widget = (name: string) => (
      <div data-testid={name}>
        <CorasProvider
          apiHost={SANDBOX_HOST}
          distributorId={name}
          fetch={sandbox.fetch}
          logger={testLogger()}
        >
          <StateProbe />
        </CorasProvider>
      </div>
    );
    render(
      <>
        {widget('first')}
        {widget('second')}
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('Ireland')).toHaveLength(2));
    // One cache would have asked once for both.
    expect(sandbox.paths().filter((path) => path.endsWith('/geolocation'))).toHaveLength(2);
    await userEvent.click(
      within(screen.getByTestId('first')).getByRole('button', { name: 'Open the basket' }),
    );
    expect(within(screen.getByTestId('first')).getByTestId('basket')).toHaveTextContent('open');
    expect(within(screen.getByTestId('second')).getByTestId('basket')).toHaveTextContent('closed');
  });

  it('follows a change of the configured currency (an attribute change on the element)', async () => {
    const { rerender } = renderWithSandbox(<Probe />, { currency: 'GBP' });
    rerender(
      <CorasProvider apiHost="http://sandbox.test" distributorId="test" currency="SEK" logger={testLogger()}>
        <Probe />
      </CorasProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('currency')).toHaveTextContent('SEK'));
  });

  it('starts from initialParams', async () => {
    renderWithSandbox(<Probe />, { initialParams: { page: 'search', search: 'castle' } });
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('search'));
  });

  it('dispatches the analytics events on its event target (the custom element), bubbling and composed', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => heard.push(event as CustomEvent);
    document.body.addEventListener(ANALYTICS_DOM_EVENT, listen);
    try {
      renderWithSandbox(<LandingPage />, {
        eventTarget: host,
        initialParams: { page: 'landing', country: 'ireland' },
      });
      await waitFor(() => expect(heard.length).toBeGreaterThan(0));
      const [event] = heard;
      expect(event?.target).toBe(host);
      expect(event?.bubbles).toBe(true);
      expect(event?.composed).toBe(true);
      expect(event?.detail).toMatchObject({
        name: 'view_item_list',
        params: { item_list_name: 'Top picks in Ireland' },
      });
    } finally {
      document.body.removeEventListener(ANALYTICS_DOM_EVENT, listen);
      host.remove();
    }
  });
});
