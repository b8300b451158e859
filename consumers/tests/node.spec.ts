import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { fixtureDir, SANDBOX_URL } from '../lib/fixtures.mjs';

test('a plain Node ESM script uses the API client and the rules, with no React installed', () => {
  const dir = fixtureDir('node');
  expect(existsSync(join(dir, 'node_modules/react')), 'react installed').toBe(false);
  const output = execFileSync(process.execPath, ['main.mjs'], {
    cwd: dir,
    env: { ...process.env, CORAS_API_HOST: SANDBOX_URL },
    encoding: 'utf8',
  });
  const result = JSON.parse(output) as {
    city: { slug: string; name: string };
    sections: number;
    attraction: { id: string; name: string; timezone: string };
    prices: Array<string | null>;
    session: boolean;
  };
  expect(result.city).toEqual({ slug: 'auckland', name: 'Auckland' });
  expect(result.sections).toBeGreaterThan(0);
  expect(result.attraction.timezone).toBe('Pacific/Auckland');
  // booking-core's money rule, in German, in a currency without minor units.
  expect(result.prices.length).toBeGreaterThan(0);
  for (const price of result.prices) expect(price).toMatch(/^\d{1,3}(\.\d{3})*,00\s¥$/);
  expect(result.session).toBe(true);
});
