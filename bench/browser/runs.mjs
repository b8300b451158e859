// @ts-check
// Several runs of a measure taken as one figure: the middle run, with every run's figures kept
// beside it (one run on a shared machine swings by several points).

/** The middle value of `values` (the upper one of an even count). */
export const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * @typedef {{ performance: number, accessibility: number, lcpMs: number, tbtMs: number, cls: number }} AuditRun
 */

/**
 * Lighthouse runs of one page as one figure: the run of median performance score, and the scores,
 * LCP, TBT and CLS of them all.
 * @template {AuditRun} T
 * @param {T[]} runs at least one
 */
export function medianRun(runs) {
  const middle = median(runs.map((run) => run.performance));
  const chosen = runs.find((run) => run.performance === middle) ?? runs[0];
  if (!chosen) throw new Error('No Lighthouse run to take a median of');
  return {
    ...chosen,
    runs: runs.map(({ performance, accessibility, lcpMs, tbtMs, cls }) => ({
      performance,
      accessibility,
      lcpMs,
      tbtMs,
      cls,
    })),
  };
}
