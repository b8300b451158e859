import { describe, expect, it } from 'vitest';
import { inlineVars } from './inlineVars';

// vanilla-extract's variables as its compiled style modules export them (`createVar()`, a theme
// contract's); the stories of Image and of the themes show the set variables taking effect.
const ratio = 'var(--aspectRatioVar__1b3ruvb0)';
const brand = 'var(--color-brand__f2ztw21)';

describe('inlineVars', () => {
  it('sets each variable under the property its references read', () => {
    expect(inlineVars({ [ratio]: '4 / 3', [brand]: '#7a1fa2' })).toEqual({
      '--aspectRatioVar__1b3ruvb0': '4 / 3',
      '--color-brand__f2ztw21': '#7a1fa2',
    });
  });

  it('leaves a variable without a value unset', () => {
    expect(inlineVars({ [ratio]: undefined, [brand]: 'red' })).toEqual({ '--color-brand__f2ztw21': 'red' });
  });
});
