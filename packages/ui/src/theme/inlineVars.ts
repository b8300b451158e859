/**
 * CSS variables to set on an element, as React's `style` prop takes them: each key is a
 * vanilla-extract variable (`createVar()`, a theme contract's `vars.color.brand`), which stands for
 * itself as `var(--name)`; the property is `--name`. A value left `undefined` is not set.
 *
 * @example <span style={inlineVars({ [aspectRatioVar]: '4 / 3' })} />
 */
export function inlineVars(values: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [variable, value] of Object.entries(values))
    if (value !== undefined) style[variable.slice('var('.length, -')'.length)] = value;
  return style;
}
