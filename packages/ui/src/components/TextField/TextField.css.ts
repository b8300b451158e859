import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const textFieldShapes = ['default', 'rounded'] as const;

/**
 * The field: label, description, the box, then the error message and the help text. States reach
 * it as `data-status="error" | "success"`, `data-disabled`, `data-readonly`.
 */
export const root = style(
  inLayer({
    display: 'grid',
    gap: vars.space.xs,
    minWidth: 0,
    width: '100%',
    overflowWrap: 'anywhere',
  }),
);

export const label = style(
  inLayer({
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightMedium,
    color: vars.color.text,
    selectors: { [`${root}[data-disabled] &`]: { color: vars.color.onDisabled } },
  }),
);

export const description = style(
  inLayer({
    marginTop: `calc(-1 * ${vars.space.xxs})`,
    fontSize: vars.font.sizeSm,
    color: vars.color.textMuted,
  }),
);

/** The bordered box around the input and its icons; it shows the focus ring of the input inside. */
export const box = recipe({
  base: inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minWidth: 0,
    minHeight: 44,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.background,
    color: vars.color.text,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      // The input inside draws no ring of its own: the box draws the kit's, in every status (the
      // status keeps its border colour), around the input and its icons.
      '&:focus-within': focusRing(),
      [`${root}[data-status="error"] &`]: { borderColor: vars.color.error },
      [`${root}[data-status="success"] &`]: { borderColor: vars.color.success },
      [`${root}[data-readonly] &`]: { background: vars.color.surface, borderStyle: 'dashed' },
      [`${root}[data-disabled] &`]: {
        background: vars.color.disabled,
        borderColor: vars.color.disabled,
        color: vars.color.onDisabled,
        cursor: 'not-allowed',
      },
    },
  }),
  variants: {
    shape: {
      default: {},
      /** The location picker's field (spec 1 §2). */
      rounded: inLayer({ borderRadius: vars.radius.pill, paddingInline: vars.space.md }),
    },
    multiline: {
      true: inLayer({ alignItems: 'flex-start', paddingBlock: vars.space.xs }),
      false: {},
    },
  },
  defaultVariants: { shape: 'default', multiline: false },
});

export const input = style(
  inLayer({
    flex: 1,
    minWidth: 0,
    width: '100%',
    padding: `${vars.space.xs} 0`,
    border: 0,
    outline: 'none',
    background: 'transparent',
    color: 'inherit',
    fontSize: vars.font.sizeMd,
    lineHeight: vars.font.lineHeight,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.onDisabled },
      '&:disabled::placeholder': { color: vars.color.onDisabled },
    },
  }),
);

export const textarea = style(inLayer({ resize: 'vertical', minHeight: '2.5em', display: 'block' }));

export const icon = style(inLayer({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted }));

/** The validation icon: shown only when validated, in the status colour (spec 1 §5). */
export const statusIcon = style(
  inLayer({
    display: 'inline-flex',
    flexShrink: 0,
    selectors: {
      [`${root}[data-status="error"] &`]: { color: vars.color.error },
      [`${root}[data-status="success"] &`]: { color: vars.color.success },
    },
  }),
);

/** 32 px target inside the 44 px box (WCAG 2.2 target size). */
export const clear = style(
  inLayer({
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: 32,
    height: 32,
    marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surface, color: vars.color.text },
      '&:focus-visible': focusRing('inside'),
    },
  }),
);

export const error = style(
  inLayer({
    display: 'flex',
    gap: vars.space.xs,
    alignItems: 'flex-start',
    fontSize: vars.font.sizeSm,
    color: vars.color.error,
  }),
);

export const helpText = style(inLayer({ fontSize: vars.font.sizeSm, color: vars.color.textMuted }));
