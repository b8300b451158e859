/** True for `undefined`, `null`, `''` and whitespace-only text: such text hides its section (spec 1 §5, spec 2 §2). */
export function isBlank(text: string | null | undefined): boolean {
  return text === undefined || text === null || text.trim() === '';
}
