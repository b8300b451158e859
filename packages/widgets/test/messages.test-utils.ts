import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { WIDGETS_SRC } from './importGraph.test-utils';

type Texts = Readonly<Record<string, string>>;

/** A folder's texts: its English modules (relative to `src`) with their own texts, and its locales. */
export interface MessageFolder {
  /** Each `en-GB*.ts` of the folder and the texts it owns (its `…Messages`, not a merge `…English`). */
  english: ReadonlyMap<string, Texts>;
  /** Each other locale's `messages`, by locale. */
  locales: ReadonlyMap<string, Texts>;
}

function messageDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.name === 'messages' ? [path] : messageDirs(path);
    });
}

/**
 * Every `messages/` folder of the widgets (each feature's, page's, the app's and the runtime's
 * shared texts), by its path relative to `src`, read at once: the widget loads each English with
 * its code and each locale in its locale's chunk.
 */
export async function messageFolders(): Promise<ReadonlyMap<string, MessageFolder>> {
  const folders = new Map<string, MessageFolder>();
  for (const dir of messageDirs(WIDGETS_SRC)) {
    const english = new Map<string, Texts>();
    const locales = new Map<string, Texts>();
    for (const name of readdirSync(dir).filter((file) => /^[a-z]{2}-[A-Z]{2}(\.\w+)?\.ts$/.test(file))) {
      const module = (await import(join(dir, name))) as Record<string, Texts>;
      if (name.startsWith('en-GB')) {
        const own = Object.entries(module).filter(([exported]) => exported.endsWith('Messages'));
        english.set(
          relative(WIDGETS_SRC, join(dir, name)),
          Object.assign({}, ...own.map(([, texts]) => texts)),
        );
      } else {
        locales.set(name.slice(0, -'.ts'.length), module.messages as Texts);
      }
    }
    folders.set(relative(WIDGETS_SRC, dir), { english, locales });
  }
  return folders;
}
