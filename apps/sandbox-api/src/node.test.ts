import { get } from 'node:http';
import { connect } from 'node:http2';
import { get as httpsGet } from 'node:https';
import { gunzipSync } from 'node:zlib';
import { localCertificate } from '@coras/tooling/tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from './node';

/** One GET over a raw socket: Node's `fetch` would undo the compression before the test saw it. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    encoding: string | undefined;
    vary: string | undefined;
    body: Buffer;
  }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

const headers = { 'Coras-Distributor': 'node-test' };

describe('the sandbox over HTTP', () => {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandboxServer({ port: 0 });
  });
  afterAll(() => server.close());

  it('gzips a JSON answer when the client accepts it, and the same data comes out', async () => {
    const url = `${server.url}/v2/landing?country=ireland`;
    const plain = await rawGet(url, { ...headers, 'Accept-Encoding': 'identity' });
    const zipped = await rawGet(url, { ...headers, 'Accept-Encoding': 'gzip, deflate, br' });

    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect(zipped.status).toBe(200);
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary).toMatch(/Accept-Encoding/);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
  });

  it('gzips the stand-in SVG photos too', async () => {
    const landing = await fetch(`${server.url}/v2/landing?country=ireland`, { headers });
    const { sections } = (await landing.json()) as { sections: { items: { id: string }[] }[] };
    const id = sections[0]?.items[0]?.id;
    const photo = await rawGet(`${server.url}/assets/attractions/${id}/1.svg`, { 'Accept-Encoding': 'gzip' });
    expect(photo.status).toBe(200);
    expect(photo.encoding).toBe('gzip');
    expect(gunzipSync(photo.body).toString('utf8')).toMatch(/^<svg/);
  });

  it('keeps an error status and its problem body when compressing', async () => {
    const answer = await rawGet(`${server.url}/v2/nowhere`, { ...headers, 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(404);
    const body = answer.encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
    expect(JSON.parse(body.toString('utf8'))).toHaveProperty(
      'message',
      expect.stringContaining('/v2/nowhere'),
    );
  });
});

describe('the sandbox over HTTPS', () => {
  const { key, cert } = localCertificate();
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandboxServer({ port: 0, tls: { key, cert } });
  });
  afterAll(() => server.close());

  it('answers over HTTP/2, gzipped, with the same data as over HTTP', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(server.url, { ca: cert });
    const answer = await new Promise<{ status: number; encoding: unknown; body: Buffer }>(
      (resolve, reject) => {
        const stream = session.request({
          ':path': '/v2/landing?country=ireland',
          'coras-distributor': 'node-test',
          'accept-encoding': 'gzip',
        });
        const chunks: Buffer[] = [];
        let status = 0;
        let encoding: unknown;
        stream.on('response', (headers) => {
          status = Number(headers[':status']);
          encoding = headers['content-encoding'];
        });
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ status, encoding, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
      },
    ).finally(() => session.close());

    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe('gzip');
    const landing = JSON.parse(gunzipSync(answer.body).toString('utf8')) as { sections: unknown[] };
    expect(landing.sections.length).toBeGreaterThan(0);
  });

  it('answers HTTP/1.1 clients too', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      httpsGet(`${server.url}/v2/geolocation`, { ca: cert, headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(status).toBe(200);
  });
});
