import { serve } from '@hono/node-server';
import { createSandboxApp } from './app';

const port = Number(process.env.PORT ?? 4010);
const hostname = process.env.HOST ?? '127.0.0.1';

serve({ fetch: createSandboxApp().fetch, port, hostname }, (info) => {
  console.log(`Coras sandbox API listening on http://${hostname}:${info.port}`);
});
