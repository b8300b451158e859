import { queryContainer } from '@coras/ui';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FilterBarLayout, useContainerLayout } from './useContainerLayout';

function Probe({ forced, seen }: { forced?: FilterBarLayout | undefined; seen: unknown[] }) {
  const ref = useRef<HTMLDivElement>(null);
  seen.push(useContainerLayout(ref, forced));
  return <div ref={ref} />;
}

/** Renders the hook inside a query container; every layout it returned, render by render. */
function renderLayouts(forced?: FilterBarLayout) {
  const seen: unknown[] = [];
  render(
    <div className={queryContainer}>
      <Probe forced={forced} seen={seen} />
    </div>,
  );
  return seen;
}

function screenWidth(width: number) {
  return vi.spyOn(window.screen, 'width', 'get').mockReturnValue(width);
}

function containerWidth(width: number) {
  return vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0 } as DOMRect);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useContainerLayout', () => {
  it('on a screen narrower than the tablet breakpoint, is mobile from the first render without measuring', () => {
    const screen = screenWidth(412);
    const viewport = vi.spyOn(window, 'innerWidth', 'get');
    const measure = containerWidth(412);
    expect(renderLayouts()).toEqual(['mobile']);
    // No layout forced: the container cannot be wider than the screen, whose width is read once;
    // the viewport's, which forces a layout when the DOM has changed, is not read at all.
    expect(measure).not.toHaveBeenCalled();
    expect(screen).toHaveBeenCalledTimes(1);
    expect(viewport).not.toHaveBeenCalled();
  });

  it('on a wider screen, measures the container before the first paint: the widget may be narrower', () => {
    screenWidth(1280);
    containerWidth(600);
    expect(renderLayouts()).toEqual([undefined, 'mobile']);
    vi.restoreAllMocks();
    screenWidth(1280);
    containerWidth(900);
    expect(renderLayouts()).toEqual([undefined, 'desktop']);
  });

  it('uses the layout it is given instead of measuring', () => {
    screenWidth(412);
    const measure = containerWidth(412);
    expect(renderLayouts('desktop')).toEqual(['desktop']);
    expect(measure).not.toHaveBeenCalled();
  });
});
