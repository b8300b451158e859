import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isSessionCall } from './session-calls';

type Document = { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };
const document = parse(
  readFileSync(new URL('../../openapi/coras-v2.yaml', import.meta.url), 'utf8'),
) as Document;

describe('session calls', () => {
  it('are exactly the operations the document secures with the booking session', () => {
    const methods = ['get', 'put', 'post', 'delete', 'patch'];
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.includes(method))
        .map(([method, operation]) => ({
          call: `${method.toUpperCase()} ${path}`,
          secured: (operation.security ?? []).some((scheme) => 'bookingSession' in scheme),
        })),
    );
    expect(operations.length).toBeGreaterThan(15);
    for (const { call, secured } of operations) {
      expect({ call, session: isSessionCall(call.split(' ')[1] ?? '') }).toEqual({ call, session: secured });
    }
  });

  it("are the calls the README's 401 rule names", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const row = readme.split('\n').find((line) => /^\| 401 +\|/.test(line)) ?? '';
    const named = [...row.matchAll(/`([a-z{}_/-]+)`/g)].map((match) => `/{api_version}/${match[1]}`);
    const secured = Object.entries(document.paths)
      .filter(([, item]) =>
        Object.values(item).some((operation) =>
          (operation.security ?? []).some((scheme) => 'bookingSession' in scheme),
        ),
      )
      .map(([path]) => path);
    expect(named.sort()).toEqual(secured.sort());
    expect(row).toMatch(/Any GET that carried a session is sent once more without it/);
  });
});
