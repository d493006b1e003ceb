/** How many creators and categories one user may follow in all (docs/product.md, "Following"). */
export const FOLLOWS_MAX = 1000;

/** What a user can follow. */
export const FOLLOW_KINDS = ['creator', 'category'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];
