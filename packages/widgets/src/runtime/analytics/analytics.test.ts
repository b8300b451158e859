import type { AnalyticsEvent } from '@coras/booking-core';
import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_DOM_EVENT, createAnalytics } from './analytics';

const event: AnalyticsEvent = {
  name: 'select_item',
  params: {
    item_list_name: 'Popular on our site',
    items: [{ item_id: 'a-1', item_name: 'Cliffs of Moher', index: 0 }],
  },
};

describe('createAnalytics', () => {
  it('calls the callback', () => {
    const onEvent = vi.fn();
    createAnalytics({ onEvent })(event);
    expect(onEvent).toHaveBeenCalledWith(event);
  });

  it('pushes to the data layer only when given one, clearing ecommerce first', () => {
    const dataLayer: unknown[] = [];
    createAnalytics({ dataLayer })(event);
    expect(dataLayer).toEqual([{ ecommerce: null }, { event: 'select_item', ecommerce: event.params }]);
    expect(() => createAnalytics({})(event)).not.toThrow();
  });

  it('dispatches a bubbling, composed DOM event', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(ANALYTICS_DOM_EVENT, listener);
    createAnalytics({ target })(event);
    const dispatched = listener.mock.calls[0]?.[0] as CustomEvent<AnalyticsEvent>;
    expect(dispatched.detail).toEqual(event);
    expect(dispatched.bubbles).toBe(true);
    expect(dispatched.composed).toBe(true);
  });

  it('keeps going when a listener throws, and reports it', () => {
    const onError = vi.fn();
    const dataLayer: unknown[] = [];
    createAnalytics({
      onEvent: () => {
        throw new Error('integrator bug');
      },
      dataLayer,
      onError,
    })(event);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'integrator bug' }));
    expect(dataLayer).toHaveLength(2);
  });
});
