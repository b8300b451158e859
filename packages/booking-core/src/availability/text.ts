import { isBlank } from './blank';

/** The longest description excerpt, in sentences and characters (spec 2 §5, §9). */
export const EXCERPT_MAX_SENTENCES = 3;
export const EXCERPT_MAX_LENGTH = 100;
/** Appended when an excerpt was shortened. */
export const ELLIPSIS = '…';

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** HTML reduced to its text: tags removed, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when HTML shows nothing: no text once tags are removed (`<p>&nbsp;</p>`), and no image,
 * video or frame. The API's HTML fields (highlights, itinerary…) hide their section then.
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (isBlank(html)) return true;
  return !/<(img|video|iframe|svg|picture)\b/i.test(html as string) && htmlToText(html as string) === '';
}

/**
 * A description excerpt (spec 2 §5): the text of the HTML, at most 3 sentences and 100 characters
 * including the ellipsis, which is added whenever something was cut. A cut inside a sentence falls
 * on a word boundary when there is one in the second half.
 */
export function descriptionExcerpt(
  html: string | null | undefined,
  maxSentences: number = EXCERPT_MAX_SENTENCES,
  maxLength: number = EXCERPT_MAX_LENGTH,
): string {
  const text = htmlToText(html ?? '');
  const sentences = text.match(/[^.!?]+(?:[.!?]+|$)/g)?.map((sentence) => sentence.trim()) ?? [];
  let excerpt = sentences.slice(0, maxSentences).join(' ');
  let cut = sentences.length > maxSentences;
  if (excerpt.length > maxLength) {
    const room = excerpt.slice(0, maxLength - ELLIPSIS.length);
    const space = room.lastIndexOf(' ');
    excerpt = space >= room.length / 2 ? room.slice(0, space) : room;
    cut = true;
  }
  if (!cut) return excerpt;
  return `${excerpt.replace(/[\s.,;:!?]+$/, '')}${ELLIPSIS}`;
}
