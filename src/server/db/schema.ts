import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { FollowKind } from '#shared/schemas/follow.schema.ts';
import type { ListName } from '#shared/schemas/list.schema.ts';
import type {
  MadeFelt,
  MadeReportReason,
  MadeVisibility,
} from '#shared/schemas/made-post.schema.ts';
import type { PlaylistVisibility } from '#shared/schemas/playlist.schema.ts';
import type { ProjectStatus } from '#shared/schemas/project.schema.ts';
import type { Role } from '#shared/schemas/user.schema.ts';
import type { Difficulty } from '#shared/schemas/video.schema.ts';

/**
 * The tables as Kysely sees them. Ids are app-made text (ULIDs, time-ordered), timestamps are
 * ISO-8601 UTC text: both sort correctly as text and mean the same on SQLite and PostgreSQL.
 */
export interface UserTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  created_at: string;
  updated_at: string;
  /** 'member' | 'curator' (checked by the database); new users are members. */
  role: ColumnType<Role, Role | undefined, Role>;
  /** The public page's name, lower-cased and unique; null until the user chooses one. */
  handle: ColumnType<string | null, string | null | undefined, string | null>;
  /** The name the public page shows; null: the first and last name. */
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CategoryTable {
  id: string;
  category_name: string;
  label: string;
  description: string;
  position: number;
}

export interface VideoTable {
  id: string;
  title: string;
  video_link: string;
  youtube_id: string;
  gif: string;
  thumbnail: string;
  view_count: number;
  published_at: string;
  creator: string;
  /** creatorSlug(creator) (src/shared/creator-slug.ts): the creator page it is listed on. */
  creator_slug: string;
  /** When the video entered the catalogue (ISO text): "new" on the Following page is told by it. */
  added_at: string;
  description: string;
  category_id: string;
  /** 'beginner' | 'intermediate' | 'advanced' (checked by the database). */
  difficulty: ColumnType<Difficulty, Difficulty | undefined, Difficulty>;
  /** How long the project takes to make, 1–1440 minutes. */
  project_minutes: ColumnType<number, number | undefined, number>;
  /** When a curator retired the video (ISO text); null while it is in the catalogue. */
  retired_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A video's materials, in order (migration 2026-11-29T09-00-craft-facts). */
export interface VideoMaterialTable {
  video_id: string;
  position: number;
  name: string;
  /** materialKey(name): what a material filter is matched against. */
  name_key: string;
  quantity: string | null;
}

/**
 * Each distinct word of a video's material keys, with the video's published_at and category:
 * the material filter's indexes, in the catalogue's order (a trigger keeps both copies current).
 */
export interface VideoMaterialWordTable {
  word: string;
  published_at: string;
  video_id: string;
  category_id: string;
}

export interface ListEntryTable {
  id: string;
  user_id: string;
  list: ListName;
  video_id: string;
  created_at: string;
}

export interface PlaylistTable {
  id: string;
  user_id: string;
  title: string;
  title_key: string;
  /** '' when the playlist has none. */
  description: string;
  created_at: string;
  /** Who may open it (migration 2026-12-04T09-00-playlist-visibility); 'private' by default. */
  visibility: ColumnType<PlaylistVisibility, PlaylistVisibility | undefined, PlaylistVisibility>;
}

export interface PlaylistVideoTable {
  id: string;
  playlist_id: string;
  video_id: string;
  created_at: string;
  /**
   * Where the video stands in its playlist, 0 first. Ordered but not gapless (a removal leaves
   * a gap): a playlist reads in (position, id) order.
   */
  position: number;
}

export interface TestTodoTable {
  id: string;
  user_id: string;
  title: string;
  created_at: string;
}

/** One row (id 1) whose version the catalogue's triggers bump on every change. */
export interface CatalogueStateTable {
  id: number;
  /** bigint: PostgreSQL's driver answers it as text, SQLite as a number. */
  version: number | string;
}

export interface Database {
  users: UserTable;
  categories: CategoryTable;
  videos: VideoTable;
  video_materials: VideoMaterialTable;
  video_material_words: VideoMaterialWordTable;
  list_entries: ListEntryTable;
  playlists: PlaylistTable;
  playlist_videos: PlaylistVideoTable;
  test_todos: TestTodoTable;
  catalogue_state: CatalogueStateTable;
  sessions: SessionTable;
  removed_playlists: RemovedPlaylistTable;
  watch_progress: WatchProgressTable;
  user_settings: UserSettingsTable;
  video_notes: VideoNoteTable;
  removed_notes: RemovedNoteTable;
  projects: ProjectTable;
  project_changes: ProjectChangeTable;
  project_materials: ProjectMaterialTable;
  curation_audit: CurationAuditTable;
  follows: FollowTable;
  following_visits: FollowingVisitTable;
  photo_variants: PhotoVariantTable;
  photo_deletions: PhotoDeletionTable;
  made_posts: MadePostTable;
  made_photos: MadePhotoTable;
  made_reports: MadeReportTable;
}

/** A maker's "Made it" post on a video (migration 2026-12-07T09-00-made-posts). */
export interface MadePostTable {
  id: string;
  user_id: string;
  video_id: string;
  /** Plain text, trimmed, up to MADE_CAPTION_MAX characters; '' when none. */
  caption: string;
  /** How long the make took, whole minutes. */
  minutes: number;
  felt: MadeFelt;
  /** '' when none. */
  substitutions: ColumnType<string, string | undefined, string>;
  visibility: MadeVisibility;
  /** When a curator hid the post (ISO text); null while it is not hidden. */
  hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

/**
 * A photo a maker uploaded: unattached (post_id null) until a post takes it, at `position`
 * (0 first). Its variants' bytes are in the photo store under `{id}-{width}`.
 */
export interface MadePhotoTable {
  id: string;
  user_id: string;
  post_id: ColumnType<string | null, string | null | undefined, string | null>;
  position: ColumnType<number | null, number | null | undefined, number | null>;
  /** The photo's size once upright (before resizing). */
  width: number;
  height: number;
  /** JSON array of the stored widths, narrowest first: `[320,640,1280]`. */
  widths: string;
  /** A tiny blurred WebP as a data: URL. */
  placeholder: string;
  created_at: string;
}

/** One user's report of a post: open until a curator hides the post or dismisses its reports. */
export interface MadeReportTable {
  post_id: string;
  user_id: string;
  reason: MadeReportReason;
  created_at: string;
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  outcome: ColumnType<
    'hidden' | 'dismissed' | null,
    'hidden' | 'dismissed' | null | undefined,
    'hidden' | 'dismissed' | null
  >;
}

/**
 * One width of a "Made it" photo, as WebP (migration 2026-12-06T09-00-photos): key is
 * `{photo_id}-{width}`; bytes are `blob` on SQLite and `bytea` on PostgreSQL, read back as a
 * Buffer by Node's drivers and a Uint8Array by the demo's SQLite.
 */
export interface PhotoVariantTable {
  key: string;
  photo_id: string;
  width: number;
  height: number;
  content_type: string;
  bytes: Uint8Array;
  created_at: string;
}

/**
 * A photo whose rows went and whose variants the photo store is to delete (migration
 * 2026-12-08T09-00-photo-deletions): queued in the rows' transaction, cleared by the photo sweep.
 */
export interface PhotoDeletionTable {
  photo_id: string;
  queued_at: string;
}

/** A creator (target: its slug) or a category (target: its id) a user follows. */
export interface FollowTable {
  user_id: string;
  kind: FollowKind;
  target: string;
  created_at: string;
}

/** When the user last opened the Following page (its first page). */
export interface FollowingVisitTable {
  user_id: string;
  visited_at: string;
}

/**
 * One curator change (migration 2026-12-01T09-00-curators): who, when, what, on what, and the
 * changed fields before and after, as JSON text (null where there was nothing: before an add,
 * after a delete).
 */
export interface CurationAuditTable {
  id: string;
  actor_id: string;
  actor_email: string;
  action: string;
  target_kind: string;
  target_id: string;
  before: string | null;
  after: string | null;
  at: string;
}

/** How far a user has watched a video, in whole seconds of its duration. */
export interface WatchProgressTable {
  user_id: string;
  video_id: string;
  seconds: number;
  duration: number;
  updated_at: string;
}

/** A user's settings; a user without a row has every default. */
export interface UserSettingsTable {
  user_id: string;
  /** 1 while the user has paused history (watches are then not recorded), else 0. */
  history_paused: number;
  /** The interface language the user chose (a tag of src/shared/locales.ts), null: not chosen. */
  language: string | null;
  /** 1 when YouTube's player shows captions from the start, else 0. */
  show_captions: number;
  /** The captions' language (a tag of src/shared/locales.ts), null: the interface language. */
  captions_language: string | null;
  /** 1 when the next video plays by itself once one ends (the default), else 0. */
  autoplay: number;
}

/** A signed-in session: the tokens naming it are good while the row is here. */
export interface SessionTable {
  id: string;
  user_id: string;
  created_at: string;
  /** When its token expires; a row past it is only waiting to be cleared. */
  expires_at: string;
}

/** A deleted playlist, kept for the undo window (undo.repository.ts). */
export interface RemovedPlaylistTable {
  id: string;
  user_id: string;
  /** JSON: the playlist as it was (PlaylistSnapshot). */
  snapshot: string;
  removed_at: string;
}

/** A user's private note on a video, at a moment of it (migration 2026-11-30T10-00-video-notes). */
export interface VideoNoteTable {
  id: string;
  user_id: string;
  video_id: string;
  /** The moment of the video the note is about, whole seconds, 0–172,800. */
  seconds: number;
  /** Plain text, trimmed, 1–NOTE_BODY_MAX characters; newlines kept. */
  body: string;
  created_at: string;
  updated_at: string;
}

/** A deleted note, kept for the undo window (note.repository.ts). */
export interface RemovedNoteTable {
  id: string;
  user_id: string;
  /** JSON: the note as it was (NoteSnapshot). */
  snapshot: string;
  removed_at: string;
}

export type UserRow = Selectable<UserTable>;
export type NewVideo = Insertable<VideoTable>;
export type NewVideoMaterial = Insertable<VideoMaterialTable>;
export type NewVideoMaterialWord = Insertable<VideoMaterialWordTable>;
export type NewCategory = Insertable<CategoryTable>;

/** A user's project: a video marked To try, Making or Made it (migration 2026-11-30T11-00-projects). */
export interface ProjectTable {
  user_id: string;
  video_id: string;
  status: ProjectStatus;
  created_at: string;
  /** When the status last changed (the first marking included). */
  updated_at: string;
}

/** One change of a project's status, with its time; ids are ULIDs (time order). */
export interface ProjectChangeTable {
  id: string;
  user_id: string;
  video_id: string;
  status: ProjectStatus;
  changed_at: string;
}

/** A material the user has ticked (has) for a project, by video_materials.name_key. */
export interface ProjectMaterialTable {
  user_id: string;
  video_id: string;
  material_key: string;
  ticked_at: string;
}
