import { LOCATION_IMAGE_DEFAULTS, locationImageUrls, resolveImage } from '@coras/booking-core';
import { Image } from '@coras/ui';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import * as styles from './LandingPage.css';

export interface LocationBannerProps {
  country?: string | undefined;
  city?: string | undefined;
  /**
   * The place is not known yet (the visitor is being located): the box is drawn, its image waits,
   * rather than downloading the default banner only to replace it a moment later.
   */
  pending?: boolean | undefined;
}

/**
 * The wide image of the chosen country or city (spec 1 §2 'Location banner image'), from the
 * widget's `assets-url`: `{assets}/{country}/{city}.png`, else the default image (ireland/cork.png),
 * else 'Image could not be loaded'. Its box keeps the banner's 1160 × 160 proportion from the
 * first paint, so nothing below it moves when it arrives; on an image CDN the files are cropped to
 * 10:1 (spec 1 §9, booking-core's `bannerImage`). Decorative: the page names the place.
 * Often the page's largest paint, so it downloads at once with high priority.
 */
export function LocationBanner({ country, city, pending = false }: LocationBannerProps) {
  const { config } = useCorasContext();
  const t = useTranslate();
  const { primary, fallback } = locationImageUrls({ assetsUrl: config.assetsUrl, country, city });
  return (
    <div className={styles.banner} data-testid="location-banner">
      <Image
        src={pending ? undefined : resolveImage(primary, 'banner')}
        fallbackSrc={pending ? undefined : resolveImage(fallback, 'banner')}
        alt=""
        aspectRatio={`${LOCATION_IMAGE_DEFAULTS.width} / ${LOCATION_IMAGE_DEFAULTS.height}`}
        sizes="(max-width: 1368px) 100vw, 1368px"
        loading="eager"
        fetchPriority="high"
        labels={{ loading: t('image.loading'), failed: t('image.failed') }}
      />
    </div>
  );
}
