import * as z from 'zod/mini';
import { VideoSchema } from './video.schema.ts';

/*
 * "Made it" posts as the API answers them (docs/product.md, "Made it posts"). What clients send
 * is in made-post-request.schema.ts.
 */

/** How hard the make felt against what the maker expected. */
export const MADE_FELT = ['easier', 'as_expected', 'harder'] as const;
export type MadeFelt = (typeof MADE_FELT)[number];

/** Private: only in its maker's My projects. Public: the video's gallery and the maker's page. */
export const MADE_VISIBILITIES = ['private', 'public'] as const;
export type MadeVisibility = (typeof MADE_VISIBILITIES)[number];

/** Why a user reports a post. */
export const MADE_REPORT_REASONS = [
  'spam',
  'not_this_project',
  'inappropriate',
  'private_information',
] as const;
export type MadeReportReason = (typeof MADE_REPORT_REASONS)[number];

/** One stored width of a photo, served from our own origin at `url` (`/photos/{id}-{width}`). */
export const PhotoVariantSchema = z.object({
  width: z.number(),
  height: z.number(),
  url: z.string(),
});

/** A processed photo: WebP at up to three widths (narrowest first) and a tiny placeholder. */
export const MadePhotoSchema = z.object({
  _id: z.string(),
  width: z.number(),
  height: z.number(),
  placeholder: z
    .string()
    .check(z.describe('A 16 px blurred WebP as a data: URL, to show while a variant loads')),
  variants: z.array(PhotoVariantSchema),
});
export type MadePhoto = z.infer<typeof MadePhotoSchema>;

/** `POST /api/user/photos`: the photo as stored, ready for a post to take by its _id. */
export const MadePhotoResponseSchema = z.object({ photo: MadePhotoSchema });

/** Who made a post, as anyone may see them: never an email. */
export const MakerSchema = z.object({
  displayName: z.string(),
  /** Their public page's handle; null when they have not chosen one. */
  handle: z.nullable(z.string()),
});
export type Maker = z.infer<typeof MakerSchema>;

/** A post. Others only ever see public posts that are not hidden. */
export const MadePostSchema = z.object({
  _id: z.string(),
  videoId: z.string(),
  maker: MakerSchema,
  photos: z.array(MadePhotoSchema),
  caption: z.string(),
  minutes: z.number(),
  felt: z.enum(MADE_FELT),
  /** '' when the maker listed none. */
  substitutions: z.string(),
  visibility: z.enum(MADE_VISIBILITIES),
  /** True while a curator has hidden it; only its maker (and curators) ever see such a post. */
  hidden: z.boolean(),
  /** True when the answer went to the post's own maker: they may edit and delete it. */
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MadePost = z.infer<typeof MadePostSchema>;

/** A post with its video: the maker's own list, a post's own page, the moderation queue. */
export const MadePostWithVideoSchema = z.extend(MadePostSchema, {
  video: VideoSchema,
});
export type MadePostWithVideo = z.infer<typeof MadePostWithVideoSchema>;

/** One post: create, edit, and `GET /api/made/{postId}` (its own page, with its video). */
export const MadePostResponseSchema = z.object({ post: MadePostWithVideoSchema });

/**
 * What makers reported of a video, over its public posts that are not hidden: the middle half
 * of their times (the 25th to the 75th percentile, whole minutes), and how many felt each way.
 */
export const MadeSummarySchema = z.object({
  /** How many different makers have a public post on the video. */
  makers: z.number(),
  minutes: z.nullable(z.object({ low: z.number(), high: z.number() })),
  felt: z.object({ easier: z.number(), as_expected: z.number(), harder: z.number() }),
});
export type MadeSummary = z.infer<typeof MadeSummarySchema>;

/**
 * `GET /api/videos/{id}/made`: the video's gallery, newest first, keyset paged. `summary` is on
 * the first page only (null on the others).
 */
export const MadeGalleryPageSchema = z.object({
  posts: z.array(MadePostSchema),
  nextCursor: z.nullable(z.string()),
  summary: z.nullable(MadeSummarySchema),
});

/** A list of posts with their videos: the maker's own, or a public page's. */
export const MadePostsPageSchema = z.object({
  posts: z.array(MadePostWithVideoSchema),
  nextCursor: z.nullable(z.string()),
});

/** `GET /api/made/counts?videoIds=…`: how many makers have a public post on each video (0s left out). */
export const MadeCountsSchema = z.object({ counts: z.record(z.string(), z.number()) });

/** The open reports of one post, by reason. */
export const ReportCountsSchema = z.object({
  total: z.number(),
  spam: z.number(),
  not_this_project: z.number(),
  inappropriate: z.number(),
  private_information: z.number(),
});

/** One post of the moderation queue: the post (hidden or not), its reports and the latest's time. */
export const ModerationItemSchema = z.object({
  post: MadePostWithVideoSchema,
  /** The open reports (the queue); on the Hidden tab, every report the post ever had. */
  reports: ReportCountsSchema,
  lastReportedAt: z.nullable(z.string()),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;

/**
 * `GET /api/curation/moderation`: `state=reported` (the default), posts with open reports, most
 * reported first, then the latest report first; `state=hidden`, hidden posts, latest hidden first.
 */
export const ModerationPageSchema = z.object({
  items: z.array(ModerationItemSchema),
  nextCursor: z.nullable(z.string()),
});
export type ModerationPage = z.infer<typeof ModerationPageSchema>;
