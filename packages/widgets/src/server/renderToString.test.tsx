// @vitest-environment node
import type { LandingResponse } from '@coras/api-client';
import { formatPriceIn } from '@coras/booking-core';
import { createSandboxApp } from '@coras/sandbox-api/testing';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingApp } from '../app/BookingApp';
import { CorasProvider } from '../runtime/provider/CorasProvider';
import { loadStorefront } from './index';

const HOST = 'http://sandbox.test';
const silent = { warn: () => undefined, error: () => undefined };

describe('a server render from a snapshot (node)', () => {
  it("holds the landing's first cards: their names and prices", async () => {
    const app = createSandboxApp({ today: '2026-11-21' });
    const asked: string[] = [];
    const fetch = async (request: Request) => {
      asked.push(request.url);
      return app.fetch(request);
    };
    const config = { apiHost: HOST, distributorId: 'test', locale: 'en-GB', currency: 'EUR' } as const;
    const snapshot = await loadStorefront({ ...config, address: '/', fetch, logger: silent });
    const loaded = asked.length;
    const html = renderToString(
      <CorasProvider {...config} fetch={fetch} logger={silent} initialData={snapshot}>
        <BookingApp />
      </CorasProvider>,
    );
    const [, landing] = Object.entries(snapshot.data).find(([key]) => key.startsWith('@"landing",')) ?? [];
    const items = (landing as LandingResponse).sections[0]?.items.slice(0, 3);
    expect(items?.length).toBe(3);
    for (const item of items ?? []) {
      expect(html).toContain(asHtml(item.title));
      expect(html).toContain(formatPriceIn(item.price, 'EUR', 'en-GB'));
    }
    // The render asked the API for nothing more.
    expect(asked).toHaveLength(loaded);
  });
});

/** A text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;')
    .replaceAll('"', '&quot;');
