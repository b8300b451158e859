import { type CorasConfigInput, resolveConfig } from '@coras/booking-core';
import { useRef } from 'react';

type ConfigResult = ReturnType<typeof resolveConfig>;

const sameResult = (a: ConfigResult, b: ConfigResult) =>
  JSON.stringify(a) === JSON.stringify(b) &&
  // The one setting JSON cannot see: the reward function, the same only when it is the same function.
  (a.ok ? a.config.points?.calculate : undefined) === (b.ok ? b.config.points?.calculate : undefined);

/**
 * The provider's configuration (`resolveConfig`), the same object for as long as the settings are
 * the same: a host that re-renders the provider with equal props (a new object each time) does not
 * re-render every screen of the widget through a new context.
 */
export function useResolvedConfig(input: CorasConfigInput): ConfigResult {
  const latest = resolveConfig(input);
  const kept = useRef(latest);
  if (!sameResult(kept.current, latest)) kept.current = latest;
  return kept.current;
}
