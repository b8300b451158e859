import { globalStyle, style } from '@vanilla-extract/css';
import { SIDE_BY_SIDE } from './layout';

globalStyle('body', { margin: 0, background: '#eef1f4' });

export const shell = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Narrow, the panel's bar comes first and the stage takes the rest: the widget grows downwards
  // and moves nothing that is already on screen (Lighthouse's CLS).
  gridTemplateRows: 'auto 1fr',
  minHeight: '100vh',
  '@media': {
    [SIDE_BY_SIDE]: {
      selectors: {
        '&[data-panel="open"]': { gridTemplateColumns: 'minmax(0, 1fr) 380px' },
        '&[data-panel="closed"]': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
      },
      gridTemplateRows: 'auto',
    },
  },
});

export const stage = style({
  minWidth: 0,
  padding: '12px',
  selectors: {
    // Only a fixed width may be wider than the stage. Filling, the stage is no scroll container, so
    // the widget's sticky parts (the details page's booking panel) stick to the viewport.
    '&[data-width="fixed"]': { overflowX: 'auto' },
  },
});

export const frame = style({
  background: '#ffffff',
  boxShadow: '0 0 0 1px #b7c0c9',
  boxSizing: 'border-box',
  maxWidth: 'none',
  selectors: {
    // A fixed width can be dragged wider or narrower from the frame's corner (free drag).
    '&[data-width="fixed"]': { resize: 'horizontal', overflow: 'auto', minWidth: '280px' },
  },
});
