/**
 * A creator's slug: the part of a creator page's address that names the channel
 * (docs/product.md, "Creator pages"), made from the free-text `creator` of its videos.
 *
 * - Latin letters lose their accents ("Café Crafts" → "cafe-crafts"); letters of other scripts
 *   keep theirs, since a Devanagari vowel sign or an Arabic letter's mark is part of the word.
 * - Lower-cased; every run of anything that is not a letter, a digit or such a mark becomes one
 *   `-`, and the ends are trimmed: "Thread & Hoop" → "thread-hoop".
 * - Letters and digits of any script stay ("मीरा क्राफ्ट्स" → "मीरा-क्राफ्ट्स"), so a
 *   non-Latin name gets a readable slug (percent-encoded in an address, shown as is by browsers).
 * - A name with no letter or digit at all ("★★★") gets `c-` and a short stable hash of the name.
 * - At most CREATOR_SLUG_MAX characters, cut at a `-` where there is one.
 *
 * Two names that differ only in case, accents or punctuation share a slug, and so a page.
 * The migration that added videos.creator_slug holds a frozen copy of this; a change here needs
 * a migration that recomputes the column.
 */
export const CREATOR_SLUG_MAX = 80;

export function creatorSlug(name: string): string {
  const folded = name
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
  let slug = folded.replace(/[^\p{L}\p{N}\p{M}]+/gu, '-').replace(/^-+|-+$/g, '');
  // A mark with no letter before it is no word.
  slug = slug.replace(/^\p{M}+/u, '');
  if (!/[\p{L}\p{N}]/u.test(slug)) return `c-${hashOf(name.normalize('NFC'))}`;
  const chars = [...slug];
  if (chars.length > CREATOR_SLUG_MAX) {
    const cut = chars.slice(0, CREATOR_SLUG_MAX).join('');
    const dash = cut.lastIndexOf('-');
    slug = (dash > CREATOR_SLUG_MAX / 2 ? cut.slice(0, dash) : cut).replace(/-+$/, '');
  }
  return slug;
}

/** FNV-1a of the text's UTF-16 units, 32 bits, in base 36: short, stable, no crypto needed. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
