/** Trims slugs and drops empty ones: `' music, ,theatre '` → `['music', 'theatre']`. */
export function normaliseCategorySlugs(value: string | readonly string[] | null | undefined): string[] {
  const entries = typeof value === 'string' ? value.split(',') : [...(value ?? [])];
  return entries.map((slug) => slug.trim()).filter((slug) => slug !== '');
}
