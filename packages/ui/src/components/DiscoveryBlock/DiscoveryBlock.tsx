import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { Image, type ImageSrc } from '../Image/Image';
import * as styles from './DiscoveryBlock.css';

export type DiscoveryImagePosition = (typeof styles.discoveryImagePositions)[number];

/** One of the block's images. */
export interface DiscoveryImage {
  /**
   * The image: a URL, or a file resolved with its `srcSet` (booking-core's `resolveImage`);
   * `undefined` while its data is not there yet.
   */
  src: ImageSrc | null | undefined;
  /** What the image shows; `''` when it is decorative. */
  alt: string;
  /** Shown when `src` fails. */
  fallbackSrc?: ImageSrc | undefined;
}

export interface DiscoveryBlockProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Exactly three images: the first is the large one. */
  images: readonly [DiscoveryImage, DiscoveryImage, DiscoveryImage];
  /** The block's heading; it also names the section (a landmark) for screen readers. */
  heading: string;
  /** The heading's level, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** The text under the heading. */
  description: ReactNode;
  /** The block's button, usually a `<Button>` (a link with `href`). */
  action?: ReactNode;
  /** Which side the images are on at wide containers; below 800 px they always come first. @default 'left' */
  imagePosition?: DiscoveryImagePosition;
  /** @default 'lazy' */
  imageLoading?: 'lazy' | 'eager' | undefined;
}

/**
 * A discovery block (spec 1 §2): three images beside a heading, a description and a button, the
 * images on the left or the right; stacked, images first, when the widget is 800 px wide or less.
 *
 * Data attributes: `data-image-position="left | right"`.
 *
 * @example
 * <DiscoveryBlock heading="Discover Cork" description="…" images={[a, b, c]} imagePosition="right"
 *   action={<Button variant="outlined" onClick={showCork}>Explore Cork</Button>} />
 */
export const DiscoveryBlock = forwardRef<HTMLElement, DiscoveryBlockProps>(function DiscoveryBlock(
  {
    images,
    heading,
    headingLevel = 2,
    description,
    action,
    imagePosition = 'left',
    imageLoading = 'lazy',
    className,
    ...props
  },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      {...props}
      className={[styles.block, className].filter(Boolean).join(' ')}
      data-image-position={imagePosition}
    >
      <div className={styles.mosaic}>
        {images.map((image, index) => (
          <Image
            // biome-ignore lint/suspicious/noArrayIndexKey: the three tiles are fixed positions.
            key={index}
            className={styles.tile}
            src={image.src}
            fallbackSrc={image.fallbackSrc}
            alt={image.alt}
            aspectRatio="auto"
            sizes={index === 0 ? '(max-width: 800px) 66vw, 33vw' : '(max-width: 800px) 33vw, 16vw'}
            loading={imageLoading}
          />
        ))}
      </div>
      <div className={styles.text}>
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        {typeof description === 'string' ? (
          <p className={styles.description}>{description}</p>
        ) : (
          <div className={styles.description}>{description}</div>
        )}
        {action}
      </div>
    </section>
  );
});
