/** The location banner's defaults (spec 1 §9). */
export const LOCATION_IMAGE_DEFAULTS = {
  country: 'ireland',
  extension: 'png',
  defaultImage: 'ireland/cork.png',
  width: 1160,
  height: 160,
} as const;

/** The inputs of a location banner (spec 1 §3 "Location image inputs"). */
export interface LocationImageInput {
  /** The host of the default images (`assets-url`). */
  assetsUrl: string;
  country?: string | undefined;
  city?: string | undefined;
  extension?: string | undefined;
  defaultImage?: string | undefined;
}

/** The banner's primary and fallback image URLs. */
export interface LocationImageUrls {
  primary: string;
  fallback: string;
}

const slug = (value: string | undefined) => value?.trim().toLowerCase() || undefined;

/**
 * The banner image of a country or city, served from `assets-url`:
 * `{assets}/{country}/{city}.{ext}` for a city, `{assets}/{country}/{country}.{ext}` for a
 * country alone (ireland by default), with `{assets}/{defaultImage}` (ireland/cork.png) as the
 * fallback. The view then shows 'Image could not be loaded' when the fallback fails too.
 */
export function locationImageUrls(input: LocationImageInput): LocationImageUrls {
  const base = input.assetsUrl.replace(/\/+$/, '');
  const country = slug(input.country) ?? LOCATION_IMAGE_DEFAULTS.country;
  const city = slug(input.city);
  const extension = (input.extension ?? LOCATION_IMAGE_DEFAULTS.extension).replace(/^\./, '');
  const defaultImage = (input.defaultImage ?? LOCATION_IMAGE_DEFAULTS.defaultImage).replace(/^\/+/, '');
  return {
    primary: `${base}/${encodeURIComponent(country)}/${encodeURIComponent(city ?? country)}.${extension}`,
    fallback: `${base}/${defaultImage}`,
  };
}
