// @ts-check
// Empties the package's dist/ before its build (turbo runs `clean` first: see turbo.json). A build
// replayed from turbo's cache writes its files over whatever dist/ held and deletes nothing, so a
// reused worktree kept an older build's chunks, and `pnpm pack` shipped them beside the new ones.
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
