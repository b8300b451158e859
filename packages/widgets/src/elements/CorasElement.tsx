import { consoleLogger, type TimeoutOptions } from '@coras/api-client';
import type { ParamsUpdate, RewardPointsFunction } from '@coras/booking-core';
import { CONFIG_ATTRIBUTES, type CorasConfigInput, PARAMS_UPDATE_EVENT } from '@coras/booking-core';
import type { CorasThemeOverrides } from '@coras/ui';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CorasProvider, type CorasProviderHandle } from '../app/CorasProvider';
import { adoptStyleSheets, releaseShadowRoot } from './sheets';

/**
 * The configuration's attribute names, which every Coras element observes: spec 1 §1's, plus
 * `stripe-publishable-key`, `payment-provider` and `seating-chart-url` (the root README's
 * Configuration table lists each, with `nonce` and `<coras-booking>`'s `partner-contact-url`).
 */
export const OBSERVED_ATTRIBUTES = Object.values(CONFIG_ATTRIBUTES);

/**
 * The host page's Content-Security-Policy nonce, as on a `<script>`: `<coras-booking nonce="…">` or
 * the `nonce` property.
 */
const NONCE_ATTRIBUTE = 'nonce';

const PROPERTY_OF: Readonly<Record<string, keyof CorasConfigInput>> = Object.fromEntries(
  Object.entries(CONFIG_ATTRIBUTES).map(([property, attribute]) => [
    attribute,
    property as keyof CorasConfigInput,
  ]),
);

/**
 * `HTMLElement` where there is a DOM. On a server (a framework importing `@coras/widgets/elements`
 * while it renders) there is none, and a class extending it would throw as the module loads; there
 * the elements are never defined, so a plain class stands in.
 */
const ElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/**
 * The base of the Coras custom elements: reads the configuration attributes, renders a React tree
 * into an open shadow root (host CSS cannot reach in, ours cannot leak out), re-renders when an
 * attribute changes, and dispatches `params-update` (bubbling, composed) on every page change.
 * A host page switches the page with the same payload: `navigate(params)`, or a `params-update`
 * dispatched on the element (see {@link CorasElement.navigate}).
 * The reward-points function is the `rewardPoints` property; a white-label theme (the ui kit's
 * overrides: brand colours, font, radii…) is the `theme` property — host CSS cannot reach the
 * shadow root, so the theme comes in as an object. The `timeout` property sets the API client's
 * timeouts; the `nonce` attribute or property, the host page's Content-Security-Policy nonce.
 */
export abstract class CorasElement extends ElementBase {
  static get observedAttributes(): string[] {
    return [...OBSERVED_ATTRIBUTES, NONCE_ATTRIBUTE];
  }

  #root: Root | null = null;
  #rewardPoints: RewardPointsFunction | null = null;
  #theme: CorasThemeOverrides | null = null;
  #timeout: TimeoutOptions | null = null;
  #nonce: string | null = null;
  /** The provider's handle while the widget is shown. */
  #handle: CorasProviderHandle | null = null;
  /** `navigate()` calls made before the widget was shown, applied once it is. */
  #waiting: Array<(handle: CorasProviderHandle) => void> = [];
  /**
   * The element's own outward params-update events. They are dispatched on the element itself, so
   * its inward listener hears them too: it skips exactly these objects (not "whatever arrives while
   * dispatching"), so a host that answers one by dispatching an event of its own is still heard.
   */
  #outward = new WeakSet<Event>();
  readonly #onHandle = (handle: CorasProviderHandle | null) => {
    this.#handle = handle;
    if (handle) for (const apply of this.#waiting.splice(0)) apply(handle);
  };

  constructor() {
    super();
    this.addEventListener(PARAMS_UPDATE_EVENT, (event) => {
      // An event has no caller to reject: a failure (the navigation's chunk offline) is logged, as
      // the widget's other failures are (the element's provider logs to the console).
      if (!this.#outward.has(event))
        this.navigate((event as CustomEvent<ParamsUpdate>).detail).catch((error: Error) =>
          consoleLogger.error(error.message, error.cause),
        );
    });
  }

  /**
   * Switches the page as a visitor would (spec 1 §2): `element.navigate({ page: 'help' })`, or
   * `{ page: 'details', id }` to deep-link an attraction. Dispatching
   * `new CustomEvent('params-update', { detail: { page: 'help' } })` on the element does the same.
   * The focus moves to the new page's heading, and the element's own `params-update` tells of the
   * change (an update that changes nothing is not told again, so echoing it back does not loop).
   * A payload without a known page, or the details page without an `id`, changes nothing and is
   * logged. A call made before the widget is shown waits for it. Resolves `true` once applied,
   * `false` when refused; rejects with an `Error` when the navigation's small chunk cannot load
   * (offline), the page unchanged (an inward params-update then logs it).
   */
  navigate(params: ParamsUpdate): Promise<boolean> {
    if (this.#handle) return this.#handle.navigate(params);
    return new Promise((resolve) => this.#waiting.push((handle) => resolve(handle.navigate(params))));
  }

  /**
   * The host page's CSP nonce: the one set as this property, else the attribute's. Under a policy
   * sent as a header the browser hides the attribute's value once the element is on the page and
   * keeps it in its own `nonce`, which is read then.
   */
  override get nonce(): string {
    return this.#nonce ?? (super.nonce || this.getAttribute(NONCE_ATTRIBUTE) || '');
  }

  override set nonce(nonce: string) {
    this.#nonce = nonce;
    this.#render();
  }

  /**
   * How long the API client waits for an answer: `requestMs` (every call, 15 s by default) and
   * `confirmationMs` (the basket's confirmation, 60 s by default).
   */
  get timeout(): TimeoutOptions | null {
    return this.#timeout;
  }

  set timeout(timeout: TimeoutOptions | null) {
    this.#timeout = timeout;
    this.#render();
  }

  /** The distributor's white-label theme, applied at once (no rebuild, no reload). */
  get theme(): CorasThemeOverrides | null {
    return this.#theme;
  }

  set theme(theme: CorasThemeOverrides | null) {
    this.#theme = theme;
    this.#render();
  }

  /** Reward points for a price in major units (spec 1 §1). */
  get rewardPoints(): RewardPointsFunction | null {
    return this.#rewardPoints;
  }

  set rewardPoints(calculate: RewardPointsFunction | null) {
    this.#rewardPoints = calculate;
    this.#render();
  }

  /** What the element shows inside its provider. */
  protected abstract content(): ReactNode;

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptStyleSheets(shadow);
    if (!this.#root) {
      const mount = document.createElement('div');
      shadow.append(mount);
      this.#root = createRoot(mount);
    }
    this.#render();
  }

  disconnectedCallback(): void {
    // Unmount after the current task: moving the element in the DOM disconnects and reconnects it.
    queueMicrotask(() => {
      if (!this.isConnected && this.#root) {
        this.#root.unmount();
        this.#root = null;
        if (this.shadowRoot) {
          releaseShadowRoot(this.shadowRoot);
          this.shadowRoot.replaceChildren();
        }
      }
    });
  }

  attributeChangedCallback(): void {
    this.#render();
  }

  /** The configuration as read from the attributes now. */
  protected config(): CorasConfigInput {
    const config: CorasConfigInput = { rewardPoints: this.#rewardPoints };
    for (const attribute of OBSERVED_ATTRIBUTES) {
      const property = PROPERTY_OF[attribute];
      if (property && property !== 'rewardPoints') config[property] = this.getAttribute(attribute);
    }
    return config;
  }

  #render(): void {
    if (!this.#root) return;
    const onParamsUpdate = (params: ParamsUpdate) => {
      const event = new CustomEvent(PARAMS_UPDATE_EVENT, { detail: params, bubbles: true, composed: true });
      this.#outward.add(event);
      this.dispatchEvent(event);
    };
    const nonce = this.nonce;
    this.#root.render(
      <CorasProvider
        {...this.config()}
        {...(this.#theme ? { theme: this.#theme } : {})}
        {...(this.#timeout ? { timeout: this.#timeout } : {})}
        {...(nonce ? { nonce } : {})}
        onParamsUpdate={onParamsUpdate}
        eventTarget={this}
        ref={this.#onHandle}
      >
        {this.content()}
      </CorasProvider>,
    );
  }
}
