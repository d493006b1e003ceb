/*
 * The follows' bound, in a module of its own with no schema: the API's messages (messages.ts) name
 * it, and the web app's follows code does not, so it never becomes a chunk shared by the two.
 */

/** How many creators and categories one user may follow in all (docs/product.md, "Following"). */
export const FOLLOWS_MAX = 1000;
