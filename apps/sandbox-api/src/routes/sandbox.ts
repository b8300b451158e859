import type { Context, Hono } from 'hono';
import { escapeXml } from '../assets/svg';
import { type ApiProblem, ValidationError } from '../errors';
import { readJson } from '../http/body';
import type { SandboxEnv } from '../http/env';
import { FaultSyntaxError, parseFaultSpecs } from '../http/faults';
import { type CardInput, TEST_CARDS } from '../payments/cards';
import type { PaymentAnswer } from '../payments/transactions';
import { type StandInChartEvent, seatingChartScript } from '../seating/chartScript';

/** The provider's regions (spec 2 §9), each with its own chart script address. */
const SEATING_REGIONS: readonly string[] = ['eu', 'na', 'sa', 'oc'];

// Endpoints outside the Coras document: the card provider's test double, and the controls tests
// use to look inside the sandbox or steer it. Every one is documented in the README.

/** The most one `POST /sandbox/clock` may move time on: a year and a day. */
const MAX_ADVANCE_MS = 366 * 24 * 60 * 60_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The card stand-in's confirmation, whose every refusal has the provider's shape. */
const CARD_CONFIRMATION = /^\/sandbox\/payments\/[^/]+\/confirm$/;

/**
 * The provider-shaped answer to a card confirmation the sandbox could not read (a malformed card
 * or body, refused by the contract or the JSON parser), or undefined for any other request: the
 * checkout's card adapter reads `{ error }` from the stand-in, never the API's `Error`.
 */
export function cardConfirmationProblem(method: string, path: string, problem: ApiProblem) {
  if (method !== 'POST' || problem.status !== 400 || !CARD_CONFIRMATION.test(path)) return undefined;
  const [param, detail] = Object.entries(problem.errors ?? {})[0] ?? ['body', undefined];
  const reason = Array.isArray(detail) ? detail.join('; ') : problem.message;
  return {
    error: {
      type: 'invalid_request_error' as const,
      code: 'parameter_invalid',
      param,
      message: `Invalid ${param}: ${reason}.`,
    },
  };
}

function paymentAnswer(c: Context<SandboxEnv>, answer: PaymentAnswer) {
  return c.json(answer.body, answer.status);
}

function authenticatePage(secret: string): string {
  const action = `/sandbox/payments/${encodeURIComponent(secret)}/authenticate`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox card authentication</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style></head>
<body><h1>Card authentication (sandbox)</h1><p>This page stands in for the bank’s authentication step of payment <code>${escapeXml(secret.split('_secret_')[0] ?? '')}</code>.</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="complete"><button type="submit">Complete authentication</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button type="submit">Fail authentication</button></form></body></html>`;
}

/** `/`, `/openapi.yaml` and `/sandbox/…`. */
export function sandboxRoutes(app: Hono<SandboxEnv>): void {
  app.get('/', (c) =>
    c.json({
      name: 'Coras sandbox API',
      openapi: '/openapi.yaml',
      api: '/v2/…',
      assets: '/assets/…',
      sandbox: [
        'POST /sandbox/payments/{client_secret}/confirm',
        'GET|POST /sandbox/payments/{client_secret}/authenticate',
        'GET /sandbox/payments/{client_secret}',
        'GET|DELETE /sandbox/support-messages',
        'GET|POST /sandbox/clock',
        'GET|PUT|DELETE /sandbox/faults',
        'GET /sandbox/fixtures',
        'GET /sandbox/seating-chart/{region}/chart.js',
        'POST /sandbox/reset',
      ],
    }),
  );

  app.get('/openapi.yaml', async () => {
    const { documentText } = await import('../contract/load');
    return new Response(documentText(), { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
  });

  app.post('/sandbox/payments/:client_secret/confirm', async (c) => {
    const body = await readJson(c);
    const card = isRecord(body) && isRecord(body.card) ? body.card : undefined;
    if (!card)
      return c.json(
        {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            param: 'card',
            message: 'Missing card details.',
          },
        },
        400,
      );
    const input: CardInput = {
      number: String(card.number ?? ''),
      exp_month: typeof card.exp_month === 'number' ? card.exp_month : String(card.exp_month ?? ''),
      exp_year: typeof card.exp_year === 'number' ? card.exp_year : String(card.exp_year ?? ''),
      cvc: String(card.cvc ?? ''),
    };
    const secret = c.req.param('client_secret');
    const origin = c.get('state').options.publicUrl ?? new URL(c.req.url).origin;
    return paymentAnswer(
      c,
      c
        .get('state')
        .transactions.confirm(
          secret,
          input,
          `${origin}/sandbox/payments/${encodeURIComponent(secret)}/authenticate`,
        ),
    );
  });

  app.get('/sandbox/payments/:client_secret/authenticate', (c) =>
    c.html(authenticatePage(c.req.param('client_secret'))),
  );

  app.post('/sandbox/payments/:client_secret/authenticate', async (c) => {
    const isForm = (c.req.header('Content-Type') ?? '').includes('application/x-www-form-urlencoded');
    const outcome = isForm
      ? (await c.req.parseBody()).outcome
      : ((await readJson(c)) as { outcome?: unknown } | undefined)?.outcome;
    if (outcome !== 'complete' && outcome !== 'fail')
      throw new ValidationError('outcome must be "complete" or "fail".', {
        outcome: ['must be "complete" or "fail"'],
      });
    const answer = c.get('state').transactions.authenticate(c.req.param('client_secret'), outcome);
    if (!isForm) return paymentAnswer(c, answer);
    const text = answer.ok ? 'Authentication complete.' : 'Authentication failed.';
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${text}</title></head><body><p>${text} You can close this window.</p></body></html>`,
      answer.ok ? 200 : 402,
    );
  });

  app.get('/sandbox/payments/:client_secret', (c) => {
    const record = c.get('state').transactions.bySecret(c.req.param('client_secret'));
    if (!record)
      return c.json(
        {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent.',
          },
        },
        404,
      );
    return c.json({
      id: record.payment.id,
      object: 'payment_intent',
      status: record.payment.state,
      amount: record.amount,
      currency: record.currency.toLowerCase(),
      transaction_status: record.status,
      last4: record.payment.last4 ?? null,
    });
  });

  app.get('/sandbox/support-messages', (c) => c.json({ messages: c.get('state').support.list() }));
  app.delete('/sandbox/support-messages', (c) => {
    c.get('state').support.clear();
    return c.body(null, 204);
  });

  const clockView = (c: Context<SandboxEnv>) => {
    const state = c.get('state');
    return c.json({
      now: new Date(state.clock.now()).toISOString(),
      today: state.today(),
      offset_ms: state.clock.offsetMs,
    });
  };
  app.get('/sandbox/clock', clockView);
  app.post('/sandbox/clock', async (c) => {
    const body = await readJson(c);
    const advance = isRecord(body) ? body.advance_ms : undefined;
    if (typeof advance !== 'number' || !Number.isFinite(advance) || advance < 0 || advance > MAX_ADVANCE_MS)
      throw new ValidationError('advance_ms must be a number of milliseconds from 0 to 366 days.', {
        advance_ms: [`must be a number from 0 to ${MAX_ADVANCE_MS} (366 days)`],
      });
    if (!Number.isFinite(new Date(c.get('state').clock.now() + advance).getTime()))
      throw new ValidationError('advance_ms would move the clock past the last valid date.', {
        advance_ms: ['would move the clock past the last valid date'],
      });
    c.get('state').clock.advance(advance);
    c.get('state').tick();
    return clockView(c);
  });

  const faultsView = (c: Context<SandboxEnv>) =>
    c.json({
      faults: c
        .get('state')
        .faults.list()
        .map(({ source, remaining }) => ({
          spec: source,
          ...(remaining === undefined ? {} : { remaining }),
        })),
    });
  app.get('/sandbox/faults', faultsView);
  app.put('/sandbox/faults', async (c) => {
    const body = await readJson(c);
    const text = isRecord(body) ? body.faults : undefined;
    if (typeof text !== 'string')
      throw new ValidationError('faults must be a string.', { faults: ['must be a string'] });
    try {
      c.get('state').faults.set(parseFaultSpecs(text));
    } catch (error) {
      if (error instanceof FaultSyntaxError)
        throw new ValidationError(error.message, { faults: [error.message] });
      throw error;
    }
    return faultsView(c);
  });
  app.delete('/sandbox/faults', (c) => {
    c.get('state').faults.set([]);
    return c.body(null, 204);
  });

  app.get('/sandbox/fixtures', (c) => {
    const state = c.get('state');
    return c.json({
      seed: state.options.seed,
      today: state.today(),
      attractions: state.catalog().fixtures,
      test_cards: TEST_CARDS,
    });
  });

  // The seat-reservation provider's chart script, stood in for (seating/chartScript.ts): one
  // address per region as the provider has, drawing the catalogue's chart events.
  app.get('/sandbox/seating-chart/:region/chart.js', (c) => {
    if (!SEATING_REGIONS.includes(c.req.param('region'))) {
      return c.text('No chart script for this region.', 404);
    }
    const events: Record<string, StandInChartEvent> = {};
    for (const attraction of c.get('state').catalog().attractions) {
      if (attraction.seatingChart) {
        events[attraction.seatingChart.eventKey] = { sections: attraction.sections.map((s) => s.name) };
      }
    }
    return new Response(seatingChartScript(events), {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  });

  app.post('/sandbox/reset', (c) => {
    c.get('state').reset();
    return c.body(null, 204);
  });
}
