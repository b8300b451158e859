/**
 * Where the sandbox serves its generated images. Every URL is absolute (the widget runs on
 * another origin) and `?w=&h=` asks for another size, like an image CDN.
 */
export function assetUrls(base: string) {
  const sized = (path: string, width?: number, height?: number) =>
    width && height ? `${base}${path}?w=${width}&h=${height}` : `${base}${path}`;
  return {
    attractionImage: (id: string, index: number, width?: number, height?: number) =>
      sized(`/assets/attractions/${id}/${index}.svg`, width, height),
    seatMap: (id: string) => `${base}/assets/seatmaps/${id}.svg`,
    flag: (code: string) => `${base}/assets/flags/${code.toLowerCase()}.svg`,
    /** The location banner: `/assets/{country}.png` or `/assets/{country}/{city}.png` (spec 1 §9). */
    location: (country: string, city?: string, extension: 'png' | 'svg' = 'png') =>
      `${base}/assets/${country}${city ? `/${city}` : ''}.${extension}`,
  };
}

/** The URL builders of {@link assetUrls}. */
export type AssetUrls = ReturnType<typeof assetUrls>;
