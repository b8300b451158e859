import { describe, expect, it } from 'vitest';
import { setup } from '../../test/helpers';

const t = setup();

const get = (path: string) => t.sandbox.fetch(new Request(`http://sandbox.test${path}`));

describe('GET /sandbox/seating-chart/{region}/chart.js', () => {
  it('serves the stand-in chart script, as JavaScript, for every region of the provider', async () => {
    for (const region of ['eu', 'na', 'sa', 'oc']) {
      const response = await get(`/sandbox/seating-chart/${region}/chart.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const script = await response.text();
      // It knows the catalogue's chart events and their sections, and defines the provider's global.
      expect(script).toContain(
        '"playboy-cork":{"sections":["Stalls","Dress Circle","Upper Circle","Balcony"]}',
      );
      expect(script).toContain('window.seatsio = { SeatingChart }');
      // Valid JavaScript (parsed, not run: it needs a DOM).
      expect(() => new Function(script)).not.toThrow();
    }
  });

  it('answers 404 for a region the provider does not have, and needs no distributor header', async () => {
    expect((await get('/sandbox/seating-chart/xx/chart.js')).status).toBe(404);
    expect((await get('/sandbox/seating-chart/eu/other.js')).status).toBe(404);
  });
});
