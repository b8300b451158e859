import { numberFormat, pluralRules } from './locales';

/** Values a message interpolates: `{name}` takes a string or number; `{count, plural, …}` a number. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Finds the `}` that closes the `{` at `open`, counting nested braces. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return -1;
}

/** `one {# activity} other {# activities}` → { one: '# activity', other: '# activities' }. */
function pluralBranches(body: string): Record<string, string> {
  const branches: Record<string, string> = {};
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf('{', index);
    if (open < 0) break;
    const selector = body.slice(index, open).trim();
    const close = closingBrace(body, open);
    if (close < 0) break;
    branches[selector] = body.slice(open + 1, close);
    index = close + 1;
  }
  return branches;
}

/**
 * Formats a catalogue message: `{name}` placeholders and ICU-style plurals
 * (`{count, plural, =0 {none} one {# activity} other {# activities}}`, `#` being the number in the
 * locale's format). A placeholder without a value is left as written, so a missing value shows up
 * in review instead of vanishing.
 *
 * @example formatMessage('Showing results for {search}', { search: 'Dublin' }, 'en-GB')
 */
export function formatMessage(template: string, values: MessageValues = {}, locale = 'en-GB'): string {
  let output = '';
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf('{', index);
    if (open < 0) {
      output += template.slice(index);
      break;
    }
    output += template.slice(index, open);
    const close = closingBrace(template, open);
    if (close < 0) {
      output += template.slice(open);
      break;
    }
    const inner = template.slice(open + 1, close);
    const [name = '', kind, ...rest] = inner.split(',');
    const key = name.trim();
    const value = values[key];
    if (kind?.trim() === 'plural' && typeof value === 'number') {
      const branches = pluralBranches(rest.join(','));
      const branch =
        branches[`=${value}`] ?? branches[pluralRules(locale).select(value)] ?? branches.other ?? '';
      output += formatMessage(branch.replaceAll('#', numberFormat(locale).format(value)), values, locale);
    } else if (value !== undefined && kind === undefined) {
      output += typeof value === 'number' ? numberFormat(locale).format(value) : value;
    } else {
      output += template.slice(open, close + 1);
    }
    index = close + 1;
  }
  return output;
}
