import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CorasBookingElement, CorasLandingElement } from './elements';

// The root README's Configuration table is what integrators configure the elements from: it must
// name every attribute an element observes, and nothing an element ignores (issue 29 §4).

const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../../README.md'), 'utf8');

/** The attribute column of the README's Configuration table (rows whose attribute is not `—`). */
function documentedAttributes(): string[] {
  const section = readme.slice(readme.indexOf('\n## Configuration\n'), readme.indexOf('\n## Events\n'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.match(/^\| `([a-z-]+)` \|/)?.[1] ?? line);
}

describe("the README's Configuration table", () => {
  it('lists exactly the attributes the elements observe', () => {
    const observed = new Set([
      ...CorasBookingElement.observedAttributes,
      ...CorasLandingElement.observedAttributes,
    ]);
    expect([...documentedAttributes()].sort()).toEqual([...observed].sort());
  });

  it('is what both elements observe, besides <coras-booking>’s partner-contact-url', () => {
    expect(CorasBookingElement.observedAttributes).toEqual([
      ...CorasLandingElement.observedAttributes,
      'partner-contact-url',
    ]);
  });
});
