import { optionsFromEnv } from './config';
import { startSandboxServer } from './node';

// `pnpm start` / `pnpm dev`: the sandbox on PORT (4010) with the SANDBOX_* knobs of the README.
const port = Number(process.env.PORT ?? 4010);
const hostname = process.env.HOST ?? '127.0.0.1';

const { url } = await startSandboxServer({ ...optionsFromEnv(), port, hostname });
console.log(`Coras sandbox API listening on ${url} (try ${url}/v2/locations/search?query=dubl)`);
