import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  Children,
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { cx } from '../../styles/cx';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { Button } from '../Button/Button';
import * as styles from './Carousel.css';
import {
  clampIndex,
  formatActivities,
  formatCounter,
  indexAtScroll,
  pageStep,
  scrollEdges,
} from './carouselScroll';

export type CarouselMode = (typeof styles.carouselModes)[number];

export interface CarouselProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The carousel's heading and accessible name ('Popular destinations', 'Photos'). */
  label: string;
  /** Keep the label for screen readers only (an image gallery whose page already names it). @default false */
  hideLabel?: boolean;
  /** The label's heading level, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * `scroll`: a row of 160 px items that 'Previous' and 'Next' scroll by a page (spec 1 §2).
   * `single`: one item at a time, the current index tracked (spec 2: the attraction's pictures).
   * @default 'scroll'
   */
  mode?: CarouselMode;
  /** Show 'n / total', n being the current (first visible) item. @default false */
  showCounter?: boolean;
  /** The current item, counted from 0 (controlled). */
  index?: number;
  /** The item shown first (uncontrolled). @default 0 */
  defaultIndex?: number;
  /** Called when the current item changes: after a button press, a swipe or a scroll settles. */
  onIndexChange?: (index: number) => void;
  /** The accessible name of the button that goes back. @default 'Previous' */
  previousLabel?: string;
  /** The accessible name of the button that goes on. @default 'Next' */
  nextLabel?: string;
  /** What a screen reader calls the whole (`aria-roledescription`). @default 'carousel' */
  roleDescription?: string;
  /** What a screen reader calls one item in single-item mode. @default 'slide' */
  slideRoleDescription?: string;
  /** The name of an item in single-item mode, from its position (from 1). @default 'n of total' */
  slideLabel?: (position: number, total: number) => string;
  /** The items: each child is one item (a `CarouselLocationItem`, a `CarouselCategoryItem`, a picture…). */
  children: ReactNode;
}

/** The starts of the track's items, from the first item's. */
function itemOffsets(track: HTMLElement): number[] {
  const items = Array.from(track.children) as HTMLElement[];
  const first = items[0]?.offsetLeft ?? 0;
  return items.map((item) => item.offsetLeft - first);
}

const englishSlideLabel = (position: number, total: number) => `${position} of ${total}`;

/**
 * A horizontal carousel (spec 1 §2 'Scrolling carousel'; spec 2 single-item mode). The row scrolls
 * natively (swipe, trackpad, Tab into an item) and snaps to items; 'Previous' and 'Next' are hidden
 * at the ends, and when the focused one hides, focus moves to the other. In single-item mode the
 * row is focusable and ArrowLeft/ArrowRight step through the items, each announced as 'n of total'.
 *
 * Data attributes: `data-mode="scroll" | "single"`; the arrows carry `hidden` at the ends.
 */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel(
  {
    label,
    hideLabel = false,
    headingLevel = 2,
    mode = 'scroll',
    showCounter = false,
    index: indexProp,
    defaultIndex = 0,
    onIndexChange,
    previousLabel = 'Previous',
    nextLabel = 'Next',
    roleDescription = 'carousel',
    slideRoleDescription = 'slide',
    slideLabel = englishSlideLabel,
    className,
    children,
    ...props
  },
  ref,
) {
  const items = Children.toArray(children);
  const total = items.length;
  const [rawIndex, setIndex] = useControllableState({
    prop: indexProp,
    defaultProp: defaultIndex,
    onChange: onIndexChange,
    caller: 'Carousel',
  });
  const index = clampIndex(rawIndex, total);
  const indexRef = useRef(index);
  indexRef.current = index;
  const labelId = useId();
  const trackRef = useRef<HTMLElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const single = mode === 'single';

  const [edges, setEdges] = useState({ atStart: true, atEnd: total <= 1 });
  const atStart = single ? index === 0 : edges.atStart;
  const atEnd = single ? index >= total - 1 : edges.atEnd;

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = scrollEdges(track);
    setEdges((current) =>
      current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next,
    );
  }, []);

  // The item the track rests on or is scrolling to, and in scroll mode the position a button sent it
  // to: in the middle of a smooth scroll the current position is no guide (a second press of 'Next'
  // must go a page further than the first, not from wherever the animation is).
  const targetRef = useRef(index);
  const pendingLeft = useRef<number | null>(null);

  // When the scroll settles, the item nearest its start becomes the current one.
  const settle = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    pendingLeft.current = null;
    measure();
    const settled = indexAtScroll(track.scrollLeft, itemOffsets(track));
    targetRef.current = settled;
    if (settled !== indexRef.current) setIndex(settled);
  }, [measure, setIndex]);

  useLayoutEffect(() => {
    if (total >= 0) measure();
  }, [measure, total]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hasScrollEnd = 'onscrollend' in window;
    const onScroll = () => {
      measure();
      // Browsers without `scrollend` settle once the scrolling has paused.
      if (!hasScrollEnd) {
        clearTimeout(timer);
        timer = setTimeout(settle, 150);
      }
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    if (hasScrollEnd) track.addEventListener('scrollend', settle);
    let width = track.clientWidth;
    const resize = new ResizeObserver(() => {
      measure();
      if (track.clientWidth === width) return;
      width = track.clientWidth;
      // A resized single-item row keeps showing the current item.
      if (single) track.scrollTo({ left: itemOffsets(track)[indexRef.current] ?? 0, behavior: 'instant' });
    });
    resize.observe(track);
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('scrollend', settle);
      resize.disconnect();
    };
  }, [measure, settle, single]);

  // Bring the current item into place when the index changes from outside the scroll (a button, a
  // controlled `index`); the first placement is instant.
  const placed = useRef(false);
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const first = !placed.current;
    placed.current = true;
    if (!first && targetRef.current === index) return;
    const offsets = itemOffsets(track);
    if (first && indexAtScroll(track.scrollLeft, offsets) === index) return;
    targetRef.current = index;
    track.scrollTo({ left: offsets[index] ?? 0, ...(first ? { behavior: 'instant' as const } : {}) });
  }, [index]);

  // A button about to hide at an end would drop focus to the page: hand focus to the other one.
  const handOverFocus = (direction: -1 | 1, reachesEnd: boolean) => {
    const pressed = direction === 1 ? nextRef.current : previousRef.current;
    if (reachesEnd && pressed && pressed.ownerDocument.activeElement === pressed) {
      (direction === 1 ? previousRef.current : nextRef.current)?.focus();
    }
  };

  const go = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    if (single) {
      const next = clampIndex(index + direction, total);
      handOverFocus(direction, direction === 1 ? next >= total - 1 : next <= 0);
      setIndex(next);
      return;
    }
    const first = track.children[0] as HTMLElement | undefined;
    const step = pageStep({
      clientWidth: track.clientWidth,
      itemWidth: first?.getBoundingClientRect().width ?? 0,
      gap: Number.parseFloat(getComputedStyle(track).columnGap) || 0,
    });
    const from = pendingLeft.current ?? track.scrollLeft;
    const target = Math.min(Math.max(from + direction * step, 0), track.scrollWidth - track.clientWidth);
    pendingLeft.current = target;
    const edges = scrollEdges({
      scrollLeft: target,
      clientWidth: track.clientWidth,
      scrollWidth: track.scrollWidth,
    });
    handOverFocus(direction, direction === 1 ? edges.atEnd : edges.atStart);
    track.scrollTo({ left: target });
  };

  const onTrackKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  const Heading = `h${headingLevel}` as const;
  const arrowButton = (direction: -1 | 1) => (
    <button
      ref={direction === -1 ? previousRef : nextRef}
      type="button"
      className={styles.arrow({ placement: single ? (direction === -1 ? 'start' : 'end') : 'header' })}
      aria-label={direction === -1 ? previousLabel : nextLabel}
      hidden={direction === -1 ? atStart : atEnd}
      onClick={() => go(direction)}
    >
      {direction === -1 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );

  return (
    <section
      ref={ref}
      aria-roledescription={roleDescription}
      aria-labelledby={labelId}
      data-mode={mode}
      {...props}
      className={cx(styles.root, className)}
    >
      <div className={styles.header}>
        <Heading id={labelId} className={cx(styles.label, hideLabel && visuallyHidden)}>
          {label}
        </Heading>
        {showCounter ? (
          <p className={styles.counter} aria-live={single ? 'polite' : undefined} aria-atomic="true">
            {formatCounter(index, total)}
          </p>
        ) : null}
        {single ? null : (
          <div className={styles.controls}>
            {arrowButton(-1)}
            {arrowButton(1)}
          </div>
        )}
      </div>
      <div className={styles.viewport}>
        {single ? (
          // A scrolling region must be reachable by keyboard: in single-item mode it holds no
          // focusable item, so it takes focus itself and the arrow keys page it.
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel's row and slides are groups; a fieldset is for form controls.
          <div
            ref={trackRef as RefObject<HTMLDivElement | null>}
            role="group"
            aria-labelledby={labelId}
            className={styles.track({ mode })}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container with no focusable item must be focusable (WCAG 2.1.1).
            tabIndex={0}
            onKeyDown={onTrackKeyDown}
          >
            {items.map((item, position) => (
              // biome-ignore lint/a11y/useSemanticElements: a slide of the APG carousel pattern, not a group of form controls.
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: Children.toArray already keyed the items; the slot is positional.
                key={position}
                role="group"
                aria-roledescription={slideRoleDescription}
                aria-label={slideLabel(position + 1, total)}
                className={styles.slide({ mode })}
              >
                {item}
              </div>
            ))}
          </div>
        ) : (
          <ul ref={trackRef as RefObject<HTMLUListElement | null>} className={styles.track({ mode })}>
            {items.map((item, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: Children.toArray already keyed the items; the slot is positional.
              <li key={position} className={styles.slide({ mode })}>
                {item}
              </li>
            ))}
          </ul>
        )}
        {single ? (
          <>
            {arrowButton(-1)}
            {arrowButton(1)}
          </>
        ) : null}
      </div>
    </section>
  );
});

interface TileImageProps {
  /** The picture's address, shown 160 × 160 (cropped to fill). */
  imageSrc?: string;
  /** Any picture element instead (the kit's `Image` with its fallbacks); render it 160 × 160. */
  image?: ReactNode;
}

function TileImage({ imageSrc, image }: TileImageProps) {
  return (
    <span className={styles.tileImage}>
      {image ??
        (imageSrc ? (
          // Decorative: the item's name follows it.
          <img className={styles.tileImg} src={imageSrc} alt="" width={160} height={160} loading="lazy" />
        ) : null)}
    </span>
  );
}

export interface CarouselLocationItemProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'children'>,
    TileImageProps {
  /** The place's name ('Dublin'). */
  name: string;
  /** How many activities it has, shown as 'N activities'. */
  activities: number;
  /** The 'N activities' line in the visitor's language. @default English, from `activities` */
  activitiesLabel?: string | undefined;
}

/** A location item (spec 1 §2): a clickable picture with the place's name and 'N activities'. */
export const CarouselLocationItem = forwardRef<HTMLButtonElement, CarouselLocationItemProps>(
  function CarouselLocationItem(
    { name, activities, activitiesLabel, imageSrc, image, className, ...props },
    ref,
  ) {
    return (
      <button ref={ref} type="button" {...props} className={cx(styles.tile, styles.clickableTile, className)}>
        <TileImage {...(imageSrc ? { imageSrc } : {})} image={image} />
        <span className={styles.tileName}>{name}</span>
        <span className={styles.tileMeta}>{activitiesLabel ?? formatActivities(activities)}</span>
      </button>
    );
  },
);

export interface CarouselCategoryItemProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onClick'>,
    TileImageProps {
  /** The category's name, the label of its button ('Museums'). */
  name: string;
  /** Called by the item's button. */
  onClick?: () => void;
}

/** A category item (spec 1 §2): a picture with a button naming the category. */
export const CarouselCategoryItem = forwardRef<HTMLDivElement, CarouselCategoryItemProps>(
  function CarouselCategoryItem({ name, onClick, imageSrc, image, className, ...props }, ref) {
    return (
      <div ref={ref} {...props} className={cx(styles.tile, className)}>
        <TileImage {...(imageSrc ? { imageSrc } : {})} image={image} />
        <Button variant="outlined" size="sm" onClick={onClick}>
          {name}
        </Button>
      </div>
    );
  },
);
