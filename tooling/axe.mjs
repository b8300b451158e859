// @ts-check
/**
 * The axe rules every story and every end-to-end page is held to: each WCAG 2.0, 2.1 and 2.2 A/AA
 * rule (some, like `target-size`, are off in axe's default run), axe's best practices, and
 * `label-content-name-mismatch` (WCAG 2.5.3 label in name, still marked experimental in axe).
 * One home, so Storybook's a11y check and the Playwright journeys cannot drift apart.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's run options (`axe.run(context, options)`): the tags above plus label in name. */
export const AXE_OPTIONS = {
  runOnly: { type: /** @type {const} */ ('tag'), values: AXE_TAGS },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};
