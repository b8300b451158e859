import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const alertStatuses = ['success', 'warning', 'error'] as const;

/** Spec 1 §9 / spec 2 §9: an alert is at most 800 px wide. */
export const ALERT_MAX_WIDTH = 800;

export const alert = recipe({
  base: inLayer({
    // The action wraps under the text when the container is narrow: no query needed.
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    width: '100%',
    maxWidth: ALERT_MAX_WIDTH,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: '1px solid currentColor',
    borderInlineStartWidth: 4,
    borderRadius: vars.radius.md,
    overflowWrap: 'anywhere',
  }),
  variants: {
    status: {
      success: inLayer({ background: vars.color.successSubtle, color: vars.color.success }),
      warning: inLayer({ background: vars.color.warningSubtle, color: vars.color.warning }),
      error: inLayer({ background: vars.color.errorSubtle, color: vars.color.error }),
    },
  },
  defaultVariants: { status: 'success' },
});

/** The icon sits on the first line of text (1.5 line height of 1 rem = 24 px). */
export const icon = style(inLayer({ display: 'inline-flex', flexShrink: 0, paddingBlock: 2 }));

export const body = style(inLayer({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: '1 1 12rem' }));

export const title = style(inLayer({ fontWeight: vars.font.weightBold, color: 'inherit' }));

/** The description in the theme's text colour (contrast against the subtle background holds). */
export const description = style(inLayer({ color: vars.color.text }));

export const action = style(inLayer({ flexShrink: 0, alignSelf: 'center', marginInlineStart: 'auto' }));
