import type * as z from 'zod/mini';
import {
  AddVideoBodySchema,
  EditVideoBodySchema,
} from '#shared/schemas/curation-request.schema.ts';
import { DIFFICULTIES, type Video } from '#shared/schemas/video.schema.ts';
import { parseYoutubeId } from '#shared/youtube-url.ts';

/** What POST /api/curation/videos takes (the server's own schema). */
export type VideoBody = z.infer<typeof AddVideoBodySchema>;

/** What PATCH /api/curation/videos/{id} takes: any part of POST's body. */
export type EditVideoBody = z.infer<typeof EditVideoBodySchema>;

type MaterialBody = NonNullable<VideoBody['materials']>[number];

/**
 * The add/edit video form as text, one field per field of the body, the way its inputs hold it,
 * and how it becomes the body of POST or PATCH. The category is its name (the server takes a
 * name or an _id); publishedAt is YYYY-MM-DD, as <input type="date"> holds it; materials are one
 * textarea, "name | quantity" a line (the quantity optional), as the import's CSV writes them.
 */
export type VideoFormValues = Record<keyof VideoBody, string>;

export type VideoField = keyof VideoFormValues;

export const EMPTY_VIDEO_FORM: VideoFormValues = {
  url: '',
  title: '',
  creator: '',
  category: '',
  description: '',
  thumbnail: '',
  views: '',
  publishedAt: '',
  difficulty: '',
  projectMinutes: '',
  materials: '',
};

/** The form as it starts for a video: its views as the number they are (`viewCount`). */
export function videoFormValues(video: Video, viewCount: number): VideoFormValues {
  return {
    url: video.videoLink,
    title: video.title,
    creator: video.creator,
    category: video.categoryName,
    description: video.description,
    thumbnail: video.thumbnail,
    views: String(viewCount),
    publishedAt: video.publishedAt.slice(0, 10),
    difficulty: video.difficulty,
    projectMinutes: String(video.projectMinutes),
    materials: video.materials
      .map((material) =>
        material.quantity ? `${material.name} | ${material.quantity}` : material.name,
      )
      .join('\n'),
  };
}

/** "name | quantity" lines as the API's materials; blank lines are skipped. */
export function parseMaterials(text: string): MaterialBody[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const bar = line.indexOf('|');
      if (bar === -1) return { name: line };
      const name = line.slice(0, bar).trim();
      const quantity = line.slice(bar + 1).trim();
      return quantity ? { name, quantity } : { name };
    });
}

/**
 * The server's own checks of the body the form would send, with its words, so most mistakes
 * are named before sending: POST's (AddVideoBodySchema) for a new video, PATCH's
 * (EditVideoBodySchema, only the changed fields) when editing the video `initial` shows; then
 * the YouTube address, as the route reads it. The first problem of each field; the server still
 * has the last word.
 */
export function checkVideoForm(
  values: VideoFormValues,
  initial?: VideoFormValues,
): Partial<Record<VideoField, string>> {
  const errors: Partial<Record<VideoField, string>> = {};
  const body = initial ? editVideoBody(initial, values) : addVideoBody(values);
  const parsed = (initial ? EditVideoBodySchema : AddVideoBodySchema).safeParse(body);
  for (const issue of parsed.error?.issues ?? []) {
    // An issue of the body as a whole (an edit that changes nothing) is no field's.
    const field = FIELD_NAMES.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  if (body.url !== undefined && !errors.url) {
    const url = parseYoutubeId(body.url);
    if (!url.ok) errors.url = `url: ${url.reason}`;
  }
  return errors;
}

/** The whole form as POST's body: the optional fields left empty are left out (defaults). */
export function addVideoBody(values: VideoFormValues): VideoBody {
  const body: VideoBody = {
    url: values.url.trim(),
    title: values.title.trim(),
    creator: values.creator.trim(),
    category: values.category,
  };
  if (values.description.trim()) body.description = values.description.trim();
  if (values.thumbnail.trim()) body.thumbnail = values.thumbnail.trim();
  if (values.views.trim()) body.views = Number(values.views.trim());
  if (values.publishedAt) body.publishedAt = values.publishedAt;
  const difficulty = DIFFICULTIES.find((level) => level === values.difficulty);
  if (difficulty) body.difficulty = difficulty;
  if (values.projectMinutes.trim()) body.projectMinutes = Number(values.projectMinutes.trim());
  const materials = parseMaterials(values.materials);
  if (materials.length > 0) body.materials = materials;
  return body;
}

/** Only what changed from `initial`, as PATCH's body (empty when nothing did). */
export function editVideoBody(initial: VideoFormValues, values: VideoFormValues): EditVideoBody {
  const before = addVideoBody(initial);
  const after = addVideoBody(values);
  const body: EditVideoBody = {};
  const changed = (field: VideoField) => initial[field].trim() !== values[field].trim();
  if (changed('url')) body.url = after.url;
  if (changed('title')) body.title = after.title;
  if (changed('creator')) body.creator = after.creator;
  if (changed('category')) body.category = after.category;
  // A description may be emptied; the other fields keep their value when left empty.
  if (changed('description')) body.description = after.description ?? '';
  if (changed('thumbnail') && after.thumbnail) body.thumbnail = after.thumbnail;
  if (changed('views') && after.views !== undefined) body.views = after.views;
  if (changed('publishedAt') && after.publishedAt) body.publishedAt = after.publishedAt;
  if (changed('difficulty') && after.difficulty) body.difficulty = after.difficulty;
  if (changed('projectMinutes') && after.projectMinutes !== undefined) {
    body.projectMinutes = after.projectMinutes;
  }
  if (JSON.stringify(before.materials ?? []) !== JSON.stringify(after.materials ?? [])) {
    body.materials = after.materials ?? [];
  }
  return body;
}

const FIELD_NAMES = Object.keys(EMPTY_VIDEO_FORM) as VideoField[];

/** The field a server message is about ("title must…", "url: …", "materials.name …"), if any. */
export function fieldOfMessage(message: string): VideoField | undefined {
  const first = /^[a-zA-Z]+/.exec(message)?.[0];
  return FIELD_NAMES.find((field) => field === first);
}
