import { afterEach, describe, expect, it } from 'vitest';
import { setup } from '../../test/helpers';

// Issue 28 item 6: a page on any site can post a form to http://127.0.0.1:4010 without asking
// (a "simple" request needs no CORS preflight). The sandbox's controls must not obey it.

type Problem = { code?: number; errors?: Record<string, unknown> };

const t = setup();
afterEach(() => expect(t.logger.errors).toEqual([]));

/** What a browser sends for `<form method="post" action="http://127.0.0.1:4010/sandbox/…">`. */
const formPost = (path: string, origin: string, body = '') =>
  t.sandbox.fetch(
    new Request(`http://sandbox.test${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: origin,
        'Sec-Fetch-Site': 'cross-site',
        'Sec-Fetch-Mode': 'navigate',
      },
      body,
    }),
  );

/** What a page's `fetch` sends with a JSON body, from `origin`. */
const jsonPost = (path: string, body: unknown, headers: Record<string, string>) =>
  t.call<Problem>('POST', path, { body, headers });

describe('the sandbox controls refuse other sites', () => {
  it('a form of another site can neither move the clock nor reset the sandbox', async () => {
    const hold = await t.call<{ session_id: string }>('POST', '/v2/booking-session', {
      body: { language: 'en' },
    });
    const offset = t.sandbox.state.clock.offsetMs;
    const moved = await formPost('/sandbox/clock', 'https://attacker.example', 'advance_ms=86400000');
    expect(moved.status).toBe(403);
    expect(await moved.json()).toMatchObject({ code: 43, errors: { 'header.Origin': [expect.any(String)] } });
    expect((await formPost('/sandbox/reset', 'https://attacker.example')).status).toBe(403);
    // A JSON text in a text/plain form, the classic way round a JSON-only endpoint.
    const plain = await t.sandbox.fetch(
      new Request('http://sandbox.test/sandbox/clock', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: 'null' },
        body: '{"advance_ms":86400000}',
      }),
    );
    expect(plain.status).toBe(403);
    expect(t.sandbox.state.clock.offsetMs).toBe(offset);
    expect(t.sandbox.state.sessions.peek(hold.body.session_id)).toBeDefined();
  });

  it('refuses a call whose browser says it is cross-site, even without an Origin', async () => {
    const answer = await t.call<Problem>('DELETE', '/sandbox/faults', {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toHaveProperty(['header.Sec-Fetch-Site']);
  });

  it('refuses a POST that is not JSON, whatever its origin: a form could send it', async () => {
    const offset = t.sandbox.state.clock.offsetMs;
    const form = await formPost('/sandbox/clock', 'http://127.0.0.1:5173', 'advance_ms=60000');
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({
      code: 43,
      errors: { 'header.Content-Type': [expect.any(String)] },
    });
    const bare = await t.call<Problem>('POST', '/sandbox/reset');
    expect(bare.status).toBe(415);
    expect(t.sandbox.state.clock.offsetMs).toBe(offset);
  });

  it('obeys the developer’s own pages on any local port, and calls without a browser', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:6006', 'http://[::1]:4573']) {
      // localhost and 127.0.0.1 are different sites to a browser: the local Origin decides.
      const headers = { Origin: origin, 'Sec-Fetch-Site': 'cross-site' };
      expect((await jsonPost('/sandbox/clock', { advance_ms: 1000 }, headers)).status, origin).toBe(200);
    }
    expect((await jsonPost('/sandbox/clock', { advance_ms: 1000 }, {})).status).toBe(200);
    expect((await jsonPost('/sandbox/reset', {}, { Origin: 'http://127.0.0.1:5173' })).status).toBe(204);
    expect((await t.call('PUT', '/sandbox/faults', { body: { faults: '' } })).status).toBe(200);
    expect((await t.call('DELETE', '/sandbox/support-messages')).status).toBe(204);
  });

  it('leaves the card stand-in and its bank page alone, and reads open to all', async () => {
    // The bank page's buttons post a form (from the sandbox's own page, opened by the checkout).
    const bank = await formPost(
      '/sandbox/payments/pi_x_secret_y/authenticate',
      'http://127.0.0.1:4010',
      'outcome=fail',
    );
    // An unknown payment: the route itself answers, in the bank page's HTML.
    expect(bank.status).toBe(402);
    expect(bank.headers.get('Content-Type')).toMatch(/text\/html/);
    const read = await t.call('GET', '/sandbox/clock', { headers: { Origin: 'https://attacker.example' } });
    expect(read.status).toBe(200);
    // CORS lets the other site's page read nothing of it.
    expect(read.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
