import { CURATION_LIMITS } from '#shared/schemas/curation.schema.ts';
import { DIFFICULTIES, type Difficulty, type Video } from '#shared/schemas/video.schema.ts';
import { parseYoutubeId } from '#shared/youtube-url.ts';

/**
 * The add/edit video form as text, the way its fields hold it, and how it becomes the body of
 * POST or PATCH /api/curation/videos. Materials are one textarea, "name | quantity" a line
 * (the quantity optional), as the import's CSV writes them.
 */
export interface VideoFormValues {
  url: string;
  title: string;
  creator: string;
  /** The category's name: the server takes a name or an _id. */
  category: string;
  description: string;
  thumbnail: string;
  views: string;
  /** YYYY-MM-DD, as <input type="date"> holds it. */
  publishedAt: string;
  difficulty: string;
  projectMinutes: string;
  materials: string;
}

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

interface MaterialBody {
  name: string;
  quantity?: string;
}

/** What POST takes; PATCH takes any part of it. */
export interface VideoBody {
  url: string;
  title: string;
  creator: string;
  category: string;
  description?: string;
  thumbnail?: string;
  views?: number;
  publishedAt?: string;
  difficulty?: Difficulty;
  projectMinutes?: number;
  materials?: MaterialBody[];
}

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

const L = CURATION_LIMITS;
const WHOLE = /^\d+$/;

/**
 * The simple checks the server makes, with its words (curation-request.schema.ts), so most
 * mistakes are named before sending; the server still has the last word.
 */
export function checkVideoForm(values: VideoFormValues): Partial<Record<VideoField, string>> {
  const errors: Partial<Record<VideoField, string>> = {};
  const url = parseYoutubeId(values.url);
  if (values.url.trim() === '') errors.url = 'url must not be empty';
  else if (!url.ok) errors.url = `url: ${url.reason}`;
  if (values.title.trim() === '') errors.title = 'title must not be empty';
  else if (values.title.trim().length > L.title)
    errors.title = `title must be at most ${L.title} characters`;
  if (values.creator.trim() === '') errors.creator = 'creator must not be empty';
  else if (values.creator.trim().length > L.creator)
    errors.creator = `creator must be at most ${L.creator} characters`;
  if (values.category === '') errors.category = 'category must not be empty';
  const thumbnail = values.thumbnail.trim();
  if (thumbnail !== '' && !/^https?:\/\/\S+$/i.test(thumbnail)) {
    errors.thumbnail = 'thumbnail must be an http(s) address of an image';
  }
  const views = values.views.trim();
  if (views !== '' && !WHOLE.test(views)) errors.views = 'views must be a whole number';
  else if (views !== '' && Number(views) > L.views)
    errors.views = `views must be at most ${L.views}`;
  const minutes = values.projectMinutes.trim();
  if (minutes !== '') {
    if (!WHOLE.test(minutes))
      errors.projectMinutes = 'projectMinutes must be a whole number of minutes';
    else if (Number(minutes) < 1) errors.projectMinutes = 'projectMinutes must be at least 1';
    else if (Number(minutes) > 1440)
      errors.projectMinutes = 'projectMinutes must be at most 1440 (a day)';
  }
  const materials = parseMaterials(values.materials);
  if (materials.length > L.materials) {
    errors.materials = `materials may list at most ${L.materials} things`;
  } else if (materials.some((material) => !/[\p{L}\p{N}]/u.test(material.name))) {
    errors.materials = 'materials.name must hold a letter or a digit';
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
export function editVideoBody(
  initial: VideoFormValues,
  values: VideoFormValues,
): Partial<VideoBody> {
  const before = addVideoBody(initial);
  const after = addVideoBody(values);
  const body: Partial<VideoBody> = {};
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
