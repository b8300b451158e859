import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent, type ReactNode } from 'react';
import { StarIcon } from '../../icons/icons';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { Image, type ImageSrc } from '../Image/Image';
import { formatRating, MAX_RATING, roundRating } from '../StarRating/rating';
import * as styles from './AttractionCard.css';

/** The card's words; translate them with the widget's locale. */
export interface AttractionCardLabels {
  /** Before the price (spec 1 §2). @default 'From' */
  priceFrom: string;
  /** What screen readers hear for the rating. @default (rating, max) => `Rated ${rating} out of ${max}` */
  rating: (rating: string, max: number) => string;
}

export const DEFAULT_ATTRACTION_CARD_LABELS: AttractionCardLabels = {
  priceFrom: 'From',
  rating: (rating, max) => `Rated ${rating} out of ${max}`,
};

export interface AttractionCardProps
  extends Omit<ComponentPropsWithoutRef<'article'>, 'children' | 'onClick' | 'title'> {
  /** The attraction's name: the card's heading and its link's accessible name. */
  name: string;
  /** A short description, cut after three lines. */
  description?: string | undefined;
  /**
   * The card image: a URL, or a file resolved for the card's sizes (booking-core's
   * `resolveImage(chooseBestImage(images).url, 'card')`); `undefined` while loading.
   */
  imageSrc: ImageSrc | null | undefined;
  /** Shown when the image fails (the widget's default image). */
  fallbackImageSrc?: ImageSrc | undefined;
  /** The image's text alternative. @default '' (decorative: the card's text names it) */
  imageAlt?: string | undefined;
  /** The image's rendered width per layout. @default '(max-width: 500px) 100vw, 330px' */
  imageSizes?: string | undefined;
  /** @default 'lazy' */
  imageLoading?: 'lazy' | 'eager' | undefined;
  /** The image's download priority: `high` for the first cards on screen (the page's largest paint). */
  imageFetchPriority?: 'high' | 'low' | 'auto' | undefined;
  /** 0–5, shown to the nearest half; absent or 0 shows no rating. */
  rating?: number | undefined;
  /** The price, already formatted (booking-core's `formatPriceIn`), e.g. '£25.00'. */
  price?: string | undefined;
  /** The category's name, shown above the attraction's name. */
  category?: string | undefined;
  /**
   * The attraction's date as the visitor reads it, already formatted in the attraction's time zone
   * (booking-core's `formatVenueDate`), e.g. '14 May 2026'. Absent shows no date.
   */
  dateText?: string | undefined;
  /** The same date, machine-readable (the API's ISO value): the `<time>` element's `dateTime`. */
  dateTime?: string | undefined;
  /**
   * The locale of the rating's number ('4,5' in de-DE).
   * @default 'en-GB' (spec 1 §3: the card's locale defaults to en-GB)
   */
  locale?: string | undefined;
  /** The label flag over the image ('Bestseller', 'New'). */
  label?: string | undefined;
  /** The points slot, usually a `<PointsBadge>`. */
  points?: ReactNode;
  /** Makes the card a link to this URL. */
  href?: string | undefined;
  /**
   * Called when the card is activated. Without `href` the card's target is a button; with it, a
   * link whose default the handler may prevent (to navigate by the widget's params-update event).
   */
  onClick?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  /** The heading level of the name, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** The card's words. @default DEFAULT_ATTRACTION_CARD_LABELS (English) */
  labels?: Partial<AttractionCardLabels> | undefined;
}

/**
 * The card image's rendered width per layout (the default `imageSizes`): a page that preloads a
 * card's image must ask with the same `sizes` for the browser to pick the same file.
 */
export const ATTRACTION_CARD_IMAGE_SIZES = '(max-width: 500px) 100vw, 330px';

/**
 * An attraction in a card grid (spec 1 §2, §3): image with a label flag, category, name, date,
 * rating, description, the price after 'From', and a points slot. The
 * whole card is one target — a link with `href`, else a button — named by the attraction's name.
 * It fills its grid cell from 220 px up, so the widgets' 4, 2 and 1 column grids need no variant.
 *
 * @example
 * <AttractionCard name={item.title} imageSrc={resolveImage(chooseBestImage(item.images).url, 'card')}
 *   rating={item.rating} locale={locale} price={formatPriceIn(item.price, currency, locale)}
 *   category={item.category.name} dateTime={item.date}
 *   dateText={formatVenueDate(item.date, { locale, timeZone: item.timezone })}
 *   onClick={() => openDetails(item)} />
 */
export const AttractionCard = forwardRef<HTMLElement, AttractionCardProps>(function AttractionCard(
  {
    name,
    description,
    imageSrc,
    fallbackImageSrc,
    imageAlt = '',
    imageSizes = ATTRACTION_CARD_IMAGE_SIZES,
    imageLoading = 'lazy',
    imageFetchPriority,
    rating,
    price,
    category,
    dateText,
    dateTime,
    locale = 'en-GB',
    label,
    points,
    href,
    onClick,
    headingLevel = 3,
    labels: labelsProp,
    className,
    ...props
  },
  ref,
) {
  const labels = { ...DEFAULT_ATTRACTION_CARD_LABELS, ...labelsProp };
  const Heading = `h${headingLevel}` as const;
  const rounded = rating ? roundRating(rating) : 0;
  const ratingText = rounded > 0 ? formatRating(rounded, locale) : '';
  const trimmedDescription = description?.trim();
  return (
    <article ref={ref} {...props} className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <Image
          src={imageSrc}
          fallbackSrc={fallbackImageSrc}
          alt={imageAlt}
          aspectRatio="3 / 2"
          sizes={imageSizes}
          loading={imageLoading}
          fetchPriority={imageFetchPriority}
        />
        {label ? <span className={styles.labelFlag}>{label}</span> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {href ? (
            <a className={styles.target} href={href} onClick={onClick}>
              {name}
            </a>
          ) : (
            <button type="button" className={styles.target} onClick={onClick}>
              {name}
            </button>
          )}
        </Heading>
        {category ? <p className={styles.category}>{category}</p> : null}
        {dateText || rounded > 0 ? (
          <p className={styles.meta}>
            {dateText ? <time dateTime={dateTime}>{dateText}</time> : null}
            {rounded > 0 ? (
              <span className={styles.rating}>
                <StarIcon size={16} className={styles.star} />
                <span aria-hidden>{ratingText}</span>
                <span className={visuallyHidden}>{labels.rating(ratingText, MAX_RATING)}</span>
              </span>
            ) : null}
          </p>
        ) : null}
        {trimmedDescription ? <p className={styles.description}>{trimmedDescription}</p> : null}
        {price || points ? (
          <div className={styles.footer}>
            {price ? (
              <p className={styles.price}>
                <span className={styles.priceLabel}>{labels.priceFrom}</span>
                <span className={styles.priceValue}>{price}</span>
              </p>
            ) : null}
            {points ? <div className={styles.points}>{points}</div> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
});
