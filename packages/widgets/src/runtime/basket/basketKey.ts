/**
 * The cache key of the basket's reservations: their names follow the client's locale. The
 * provider reloads it when a reservation is made anywhere on the page (basketHost) from the first
 * load on; the screens that load and show the basket (useBasketLoad) come after the first cards.
 */
export const basketKey = (locale: string) => ['reservations', locale] as const;
