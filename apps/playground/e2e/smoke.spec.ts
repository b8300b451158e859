import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { SANDBOX_PORT } from '../playwright.config';
import { axeOn } from './support/journey';

const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;

test('the playground opens the storefront against the sandbox, with the landing page in the address', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(sandbox)) calls.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`/?api-host=${sandbox}`);

  // The sandbox locates the visitor in Ireland and the landing page's sections appear.
  await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' })).toBeVisible({
    timeout: 15_000,
  });
  // `/` became the landing page's own address, and the playground's api-host stayed on it.
  await expect(page).toHaveURL(`/en-GB/EUR?api-host=${encodeURIComponent(sandbox)}`);
  expect(calls).toContain('/v2/geolocation');
  expect(errors).toEqual([]);

  const { violations } = await axeOn(page).analyze();
  expect(violations).toEqual([]);
});

test('every page has its own address, and back and forward move between them', async ({ page }) => {
  const landing = page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' });
  const help = page.getByRole('tablist', { name: 'I need help with...' });
  await page.goto(`/?api-host=${sandbox}`);
  await expect(landing).toBeVisible({ timeout: 15_000 });

  await page
    .getByRole('navigation', { name: 'Help and contact' })
    .getByRole('link', { name: 'Help Centre' })
    .click();
  await expect(help).toBeVisible();
  await expect(page).toHaveURL(`/en-GB/EUR/help?api-host=${encodeURIComponent(sandbox)}`);

  await page.goBack();
  await expect(landing).toBeVisible();
  await expect(help).toBeHidden();
  await page.goForward();
  await expect(help).toBeVisible();

  // The address alone restores the page (a shared link, a reload).
  await page.reload();
  await expect(help).toBeVisible();
});

/**
 * An API host on 127.0.0.1 that is down until `bringUp`: `refusing`, nothing listens on its port
 * (connections are refused); `silent`, a TCP server takes every connection and never answers.
 * Once up, it passes every connection to the sandbox.
 */
async function downHost(kind: 'refusing' | 'silent') {
  let up = false;
  const held = new Set<Socket>();
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    if (!up) {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
      return;
    }
    const sandboxSocket = connect(SANDBOX_PORT, '127.0.0.1');
    sandboxSocket.on('error', () => socket.destroy());
    socket.pipe(sandboxSocket).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Refusing: the port was free a moment ago and is closed again until the host comes up.
  if (kind === 'refusing') await new Promise((resolve) => server.close(resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    async bringUp() {
      up = true;
      if (kind === 'refusing')
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close() {
      for (const socket of held) socket.destroy();
      server.close();
    },
  };
}

for (const kind of ['refusing', 'silent'] as const) {
  test(`an API host that is down (${kind === 'refusing' ? 'refusing connections' : 'never answering'}) shows the widget’s error message within 20 s of the first call; 'Refresh the page' loads the page once it is up`, async ({
    page,
  }) => {
    const host = await downHost(kind);
    try {
      // When the widget's first call to the host left: the 20 s are counted from there.
      const firstCall = new Promise<number>((resolve) =>
        page.on('request', (request) => {
          if (request.url().startsWith(`${host.url}/v2/`)) resolve(Date.now());
        }),
      );
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });

      await page.goto(`/?api-host=${host.url}`);
      const sentAt = await firstCall;
      const dialog = page.getByRole('dialog', { name: /We're sorry/ });
      await expect(dialog).toBeVisible({ timeout: 20_000 - (Date.now() - sentAt) });
      await expect(dialog).toContainText('Something went wrong.');
      await expect(page.getByText('Loading attractions')).toHaveCount(0);
      const { violations } = await axeOn(page).analyze();
      expect(violations).toEqual([]);
      // The integrator reads which host failed, and how, once.
      const named = logged.filter((text) => text.includes(`the API host ${host.url} (api-host)`));
      expect(named).toHaveLength(1);
      expect(named[0]).toContain(kind === 'refusing' ? 'could not be reached' : 'did not answer within 15 s');

      // The refresh really asks again: with the host up, the page shows its sections.
      await host.bringUp();
      await dialog.getByRole('button', { name: 'Refresh the page' }).click();
      await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toBeHidden();
    } finally {
      host.close();
    }
  });
}
