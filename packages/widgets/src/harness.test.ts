import { describe, expect, it } from 'vitest';
import { inProcessSandbox, SANDBOX_HOST } from '../test/harness.test-utils';

// The harness stands in for the network in every component test: it must fail an aborted request
// as `fetch` does, or a test could not see a screen abandon a request it no longer needs.
describe("the harness's in-process sandbox", () => {
  const geolocation = (signal?: AbortSignal) =>
    new Request(`${SANDBOX_HOST}/v2/geolocation`, {
      headers: { 'Coras-Distributor': 'test' },
      ...(signal ? { signal } : {}),
    });

  it('answers a request as the sandbox does', async () => {
    const { fetch } = inProcessSandbox();
    const answer = await fetch(geolocation());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toHaveProperty('slug', 'ireland');
  });

  it('rejects a request aborted before it is sent, or while it is answered, with the reason', async () => {
    const sandbox = inProcessSandbox();
    const before = new AbortController();
    before.abort();
    await expect(sandbox.fetch(geolocation(before.signal))).rejects.toMatchObject({ name: 'AbortError' });

    const during = new AbortController();
    const answer = sandbox.fetch(geolocation(during.signal));
    during.abort(new DOMException('The screen moved on', 'AbortError'));
    await expect(answer).rejects.toThrow('The screen moved on');
    expect(sandbox.paths()).toEqual(['/v2/geolocation', '/v2/geolocation']);
  });
});
