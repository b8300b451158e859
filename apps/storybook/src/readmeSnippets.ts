import readme from '../../../README.md?raw';

/**
 * A fenced block of the root README: the first ```{language} block after the heading line
 * `heading`. The embed code shown in these docs is the README's, the code the consumer tests build
 * from the packed packages and drive (consumers/), so the three cannot drift apart.
 */
function readmeBlock(heading: string, language: string): string {
  const start = readme.indexOf(`\n${heading}\n`);
  const block =
    start < 0 ? null : new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(readme.slice(start));
  if (!block?.[1]) throw new Error(`README.md has no \`\`\`${language} block under "${heading}"`);
  return block[1].trimEnd();
}

/** The README's install command for a React app. */
export const installCommand = readmeBlock('### React', 'sh');
/** The README's React embed code. */
export const reactSnippet = readmeBlock('### React', 'tsx');
/** The README's web-component embed code. */
export const htmlSnippet = readmeBlock('### Web component (no React on the page)', 'html');
