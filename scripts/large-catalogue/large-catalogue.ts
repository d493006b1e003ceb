import type { Insertable } from 'kysely';
import { encodeTime } from 'ulid';
import {
  type CraftedVideoRows,
  type CraftFacts,
  makeVideo,
  withCraftFacts,
} from '#server/db/factories.ts';
import { newId } from '#server/db/ids.ts';
import type { Database } from '#server/db/schema.ts';
import { seedCategories } from '#server/db/seed-catalogue.ts';
import { playlistTitleKey } from '#shared/playlist-title.ts';
import type { ListName } from '#shared/schemas/list.schema.ts';
import type { Difficulty, Material } from '#shared/schemas/video.schema.ts';

/**
 * Generated, plausible rows for a large catalogue and its readers (npm run seed:large, and the
 * query benchmark). Pure: a seeded random source makes the same rows for the same seed, except
 * ids, which are ULIDs as everywhere else. Rows go through the seed's factories.
 */

/** A seeded source of randomness (mulberry32): the same seed gives the same catalogue. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  /** A standard normal deviate (Box–Muller). */
  normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
  }
}

const MATERIALS = [
  'Paper',
  'Cardboard',
  'Felt',
  'Yarn',
  'Clay',
  'Popsicle Stick',
  'Fabric',
  'Origami',
  'Jute',
  'Wool',
  'Bead',
  'Ribbon',
  'Foam Sheet',
  'Paper Plate',
  'Tissue Paper',
  'Wire',
  'Button',
  'Lace',
  'Cork',
  'Resin',
  'Macrame',
  'Quilling',
  'Embroidery',
  'Crochet',
] as const;
const MAKES = [
  'Flowers',
  'Wall Hanging',
  'Basket',
  'Photo Frame',
  'Pen Stand',
  'Lantern',
  'Bookmark',
  'Greeting Card',
  'Jewellery Box',
  'Keychain',
  'Coasters',
  'Bunting',
  'Dreamcatcher',
  'Table Lamp',
  'Desk Organiser',
  'Gift Box',
  'Mobile',
  'Puppets',
  'Wreath',
  'Mask',
  'Earrings',
  'Toran',
  'Doll House',
  'Mini Garden',
  'Notebook Cover',
  'Clock',
] as const;
const WASTE = [
  'Plastic Bottle',
  'Glass Jar',
  'Old Jeans',
  'Newspaper',
  'Egg Carton',
  'Tin Can',
  'Shoe Box',
  'Bottle Cap',
  'Toilet Roll',
  'Old T-Shirt',
  'CD',
  'Ice Cream Stick',
  'Coconut Shell',
  'Waste Cloth',
  'Milk Carton',
  'Bangles',
  'Wine Cork',
  'Pistachio Shell',
] as const;
const SCENES = [
  'Sunset',
  'Moonlit Night',
  'Village Scene',
  'Waterfall',
  'Mountain Lake',
  'Rainy Street',
  'Beach',
  'Forest Path',
  'Lotus Pond',
  'Winter Cabin',
  'Galaxy Sky',
  'Sunflower Field',
  'Lighthouse',
  'Boat on a River',
  'Cherry Blossom',
  'Desert Dunes',
  'City Skyline',
  'Autumn Trees',
  'Northern Lights',
  'Seascape',
] as const;
const MEDIA = [
  'Acrylic',
  'Watercolour',
  'Poster Colour',
  'Oil Pastel',
  'Gouache',
  'Soft Pastel',
  'Coloured Pencil',
  'Oil',
] as const;
/** Subjects that appear in few videos each: the rare words a search benchmark looks for. */
const SUBJECTS = [
  'Peacock',
  'Owl',
  'Elephant',
  'Butterfly',
  'Hummingbird',
  'Fox',
  'Koi Fish',
  'Tortoise',
  'Parrot',
  'Deer',
  'Swan',
  'Dolphin',
  'Panda',
  'Giraffe',
  'Flamingo',
  'Hedgehog',
  'Jellyfish',
  'Mandala',
  'Ganesha',
  'Diya',
  'Rangoli',
  'Christmas Tree',
  'Snowman',
  'Pumpkin',
  'Unicorn',
  'Dinosaur',
  'Rocket',
  'Hot Air Balloon',
  'Sailboat',
  'Windmill',
  'Teapot',
  'Cactus',
  'Sunflower',
  'Rose',
  'Tulip',
  'Orchid',
  'Bonsai',
  'Kingfisher',
  'Sparrow',
  'Zebra',
] as const;
const OPENERS = ['Easy', 'Quick', 'Simple', 'Beautiful', 'Realistic', 'Beginner', 'DIY', 'Cute'];
const OCCASIONS = [
  'for Kids',
  'for Diwali',
  'for Christmas',
  'for Mother’s Day',
  'for Home Decor',
  'for School Projects',
  'for Beginners',
  'in 10 Minutes',
  'on a Budget',
  'for Gifts',
] as const;
const FIRST_NAMES = [
  'Meera',
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Kabir',
  'Isha',
  'Vikram',
  'Sara',
  'Leo',
  'Maya',
  'Noah',
  'Zara',
  'Arjun',
  'Emma',
  'Liam',
  'Aisha',
  'Omar',
  'Hana',
  'Kenji',
  'Lucia',
  'Mateo',
  'Chloe',
  'Ravi',
  'Tara',
  'Sofia',
  'Daniel',
  'Nina',
  'Farah',
  'Yusuf',
] as const;
const LAST_NAMES = [
  'Sharma',
  'Patel',
  'Khan',
  'Iyer',
  'Das',
  'Smith',
  'Garcia',
  'Tanaka',
  'Okafor',
  'Rossi',
  'Müller',
  'Nguyen',
  'Silva',
  'Cohen',
  'Kowalski',
  'Haddad',
  'Mensah',
  'Lindqvist',
] as const;
const STUDIOS = [
  'Craft Corner',
  'Art Studio',
  'Makes',
  'Creations',
  'Art Room',
  'DIY',
  'Paints',
  'Handmade',
  'Upcycles',
  'Easel',
  'Workshop',
  'Hobby Hub',
] as const;
const STUDIO_WORDS = [
  'Paper',
  'Colour',
  'Thread',
  'Brush',
  'Glue',
  'Scissor',
  'Rainbow',
  'Tiny',
  'Happy',
  'Second Life',
  'Green',
  'Golden',
  'Little',
  'Crafty',
  'Maker',
] as const;
const PLAYLIST_TITLES = [
  'Weekend projects',
  'Gift ideas',
  'Kids crafts',
  'To try next',
  'Diwali decor',
  'Christmas makes',
  'Painting practice',
  'Upcycling',
  'Rainy day',
  'Favourites',
  'Birthday',
  'Classroom ideas',
  'Wall art',
  'Quick makes',
  'Learn watercolour',
  'Zero waste',
] as const;

type CategoryId = (typeof seedCategories)[number]['id'];

function titleFor(category: CategoryId, r: Random): string {
  const subject = r.chance(0.3) ? `${r.pick(SUBJECTS)} ` : '';
  const occasion = r.chance(0.4) ? ` ${r.pick(OCCASIONS)}` : '';
  const n = 3 + r.int(28);
  switch (category) {
    case 'craft-ideas':
      return r.pick([
        `${r.pick(OPENERS)} ${r.pick(MATERIALS)} ${subject}${r.pick(MAKES)}${occasion}`,
        `${n} ${r.pick(MATERIALS)} Craft Ideas${occasion}`,
        `How to Make a ${subject}${r.pick(MAKES)} from ${r.pick(MATERIALS)}`,
        `${r.pick(MATERIALS)} ${subject}${r.pick(MAKES)} | Step by Step`,
      ]);
    case 'paintings':
      return r.pick([
        `${r.pick(OPENERS)} ${r.pick(SCENES)} ${r.pick(MEDIA)} Painting${occasion}`,
        `How to Paint a ${subject}${r.pick(SCENES)} in ${r.pick(MEDIA)}`,
        `${subject}${r.pick(SCENES)} with ${r.pick(MEDIA)}: ${n} Tips`,
        `${r.pick(MEDIA)} ${subject}Painting for Beginners`,
      ]);
    default:
      return r.pick([
        `${r.pick(MAKES)} from ${r.pick(WASTE)}${occasion}`,
        `Best Out of Waste: ${r.pick(WASTE)} ${subject}${r.pick(MAKES)}`,
        `${n} Ways to Reuse ${r.pick(WASTE)}`,
        `${r.pick(OPENERS)} ${r.pick(WASTE)} Craft Idea${occasion}`,
      ]);
  }
}

function descriptionFor(category: CategoryId, title: string, r: Random): string {
  const steps = r.pick([
    'measuring and cutting',
    'sketching the outline',
    'layering the colours',
    'gluing the pieces together',
    'adding the finishing details',
    'sealing it with varnish',
  ]);
  const material =
    category === 'best-out-of-waste'
      ? r.pick(WASTE).toLowerCase()
      : category === 'paintings'
        ? `${r.pick(MEDIA).toLowerCase()} paint`
        : r.pick(MATERIALS).toLowerCase();
  const extra = r.chance(0.25) ? ` Inspired by a ${r.pick(SUBJECTS).toLowerCase()}.` : '';
  return (
    `${title}: a step-by-step tutorial using ${material}, from ${steps} to the finished piece.` +
    ` Everything you need is listed at the start, and each step is shown up close.${extra}`
  );
}

/** What a generated video's steps may be, in the order a project goes, by category. */
const STEP_TITLES: Record<CategoryId, readonly string[]> = {
  'craft-ideas': [
    'What you need',
    'Measuring and marking',
    'Cutting the pieces',
    'Folding and shaping',
    'Gluing the pieces together',
    'Decorating',
    'Finishing touches',
  ],
  paintings: [
    'Materials and palette',
    'Sketching the outline',
    'Background wash',
    'Layering the colours',
    'Blending',
    'Adding the details',
    'Highlights and signing',
  ],
  'best-out-of-waste': [
    'What you need',
    'Cleaning and preparing',
    'Cutting and measuring',
    'Assembling',
    'Painting',
    'Decorating',
    'Finished piece',
  ],
};

/**
 * Timestamp lines, as makers put in their descriptions, for about two videos in three: "0:00
 * Intro", then three to six of the category's steps, in order, a minute or more apart. The rest
 * have none (their pages show no steps).
 */
function stepLinesFor(category: CategoryId, r: Random): string {
  if (r.chance(0.35)) return '';
  const titles = STEP_TITLES[category];
  const count = 3 + r.int(4);
  const chosen = titles.filter(() => r.chance(count / titles.length)).slice(0, count);
  const lines = ['0:00 Intro'];
  let seconds = 0;
  for (const title of chosen) {
    seconds += 45 + r.int(240);
    const ss = String(seconds % 60).padStart(2, '0');
    lines.push(`${Math.floor(seconds / 60)}:${ss} ${title}`);
  }
  return lines.length < 3 ? '' : `\n\n${lines.join('\n')}`;
}

const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** An 11-character id shaped like YouTube's. */
function youtubeLikeId(r: Random): string {
  let id = '';
  for (let i = 0; i < 11; i++) id += YOUTUBE_ALPHABET[r.int(64)];
  return id;
}

const FIRST_PUBLISHED = Date.UTC(2010, 0, 1);
const LAST_PUBLISHED = Date.UTC(2026, 9, 31);

/** Makes `count` creators: "Meera's Craft Corner", "Rainbow Easel", … */
function makeCreators(count: number, r: Random): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    names.add(
      r.chance(0.5)
        ? `${r.pick(FIRST_NAMES)}'s ${r.pick(STUDIOS)}`
        : `${r.pick(STUDIO_WORDS)} ${r.pick(STUDIOS)}${r.chance(0.3) ? ` by ${r.pick(FIRST_NAMES)}` : ''}`,
    );
  }
  return [...names];
}

/** What each material a title or description may name is called in a list of materials. */
const MATERIAL_NAMES: Record<string, string> = {
  Paper: 'Coloured paper',
  Cardboard: 'Cardboard sheet',
  Felt: 'Felt sheets',
  Yarn: 'Yarn',
  Clay: 'Air-dry clay',
  'Popsicle Stick': 'Popsicle sticks',
  Fabric: 'Cotton fabric',
  Origami: 'Origami paper',
  Jute: 'Jute twine',
  Wool: 'Wool',
  Bead: 'Beads',
  Ribbon: 'Satin ribbon',
  'Foam Sheet': 'Foam sheets',
  'Paper Plate': 'Paper plates',
  'Tissue Paper': 'Tissue paper',
  Wire: 'Craft wire',
  Button: 'Buttons',
  Lace: 'Lace trim',
  Cork: 'Cork sheet',
  Resin: 'Epoxy resin',
  Macrame: 'Macrame cord',
  Quilling: 'Quilling strips',
  Embroidery: 'Embroidery floss',
  Crochet: 'Crochet yarn',
  'Plastic Bottle': 'Plastic bottles',
  'Glass Jar': 'Glass jars',
  'Old Jeans': 'Old jeans',
  Newspaper: 'Newspaper',
  'Egg Carton': 'Egg cartons',
  'Tin Can': 'Tin cans',
  'Shoe Box': 'Shoe box',
  'Bottle Cap': 'Bottle caps',
  'Toilet Roll': 'Toilet roll tubes',
  'Old T-Shirt': 'Old T-shirt',
  CD: 'Old CDs',
  'Ice Cream Stick': 'Ice cream sticks',
  'Coconut Shell': 'Coconut shell',
  'Waste Cloth': 'Waste cloth',
  'Milk Carton': 'Milk cartons',
  Bangles: 'Old bangles',
  'Wine Cork': 'Wine corks',
  'Pistachio Shell': 'Pistachio shells',
  Acrylic: 'Acrylic paints',
  Watercolour: 'Watercolour paints',
  'Poster Colour': 'Poster colours',
  'Oil Pastel': 'Oil pastels',
  Gouache: 'Gouache paints',
  'Soft Pastel': 'Soft pastels',
  'Coloured Pencil': 'Coloured pencils',
  Oil: 'Oil paints',
};

/** What a category's projects also use, besides what their titles name. */
const SUPPLIES: Record<CategoryId, readonly string[]> = {
  'craft-ideas': [
    'Scissors',
    'Glue',
    'Ruler',
    'Pencil',
    'Hot glue gun',
    'Craft knife',
    'Acrylic paints',
    'Glitter',
    'Double-sided tape',
    'Needle and thread',
    'Cardboard sheet',
  ],
  paintings: [
    'Flat brush',
    'Round brush',
    'Fan brush',
    'Palette',
    'Palette knife',
    'Masking tape',
    'Sponge',
    'Water jar',
    'Paper towels',
  ],
  'best-out-of-waste': [
    'Scissors',
    'Hot glue gun',
    'Acrylic paints',
    'Craft knife',
    'Twine',
    'Cardboard',
    'Glue',
    'Paintbrush',
    'Decorative paper',
    'Sandpaper',
  ],
};
const SURFACES = [
  'Canvas board',
  'Watercolour paper',
  'Drawing paper',
  'Stretched canvas',
  'Sketchbook',
];

/** The minutes a generated project of each difficulty takes, at least and at most. */
const PROJECT_MINUTES: Record<Difficulty, [number, number]> = {
  beginner: [10, 60],
  intermediate: [30, 120],
  advanced: [60, 240],
};

/** The materials a text names, as their list names, in the order the vocabulary has them. */
function namedMaterials(text: string): string[] {
  const lower = text.toLowerCase();
  return Object.keys(MATERIAL_NAMES)
    .filter((word) => new RegExp(`\\b${word.toLowerCase()}\\b`).test(lower))
    .map((word) => MATERIAL_NAMES[word] as string);
}

/**
 * Plausible craft facts for a generated video: the materials its title and description name,
 * then its category's usual supplies; easier and quicker when the title says "Easy" or "for
 * Kids", harder and longer when it says "Realistic"; a quick beginner's project "in 10 Minutes".
 */
function craftFactsFor(
  category: CategoryId,
  title: string,
  description: string,
  r: Random,
): CraftFacts {
  const named = namedMaterials(`${title} ${description}`);
  if (category === 'paintings') named.push(r.pick(SURFACES));
  const supplies = new Set(named);
  const wanted = supplies.size + 2 + r.int(3);
  while (supplies.size < wanted) supplies.add(r.pick(SUPPLIES[category]));
  const materials: Material[] = [...supplies].map((name, i) =>
    i < named.length && r.chance(0.5) ? { name, quantity: String(1 + r.int(6)) } : { name },
  );
  const tenMinutes = /in 10 minutes/i.test(title);
  const easy = /\b(easy|quick|simple|beginner|beginners|kids)\b/i.test(title);
  const hard = /\brealistic\b/i.test(title);
  const roll = r.next();
  const difficulty: Difficulty = tenMinutes
    ? 'beginner'
    : easy
      ? roll < 0.75
        ? 'beginner'
        : 'intermediate'
      : hard
        ? roll < 0.5
          ? 'advanced'
          : 'intermediate'
        : roll < 0.45
          ? 'beginner'
          : roll < 0.8
            ? 'intermediate'
            : 'advanced';
  const [min, max] = PROJECT_MINUTES[difficulty];
  const minutes = tenMinutes ? 10 : min + 5 * r.int((max - min) / 5 + 1);
  return { difficulty, projectMinutes: minutes, materials };
}

/**
 * `count` catalogue videos in the seed's three categories, published over 2010–2026 (more in
 * later years), with long-tailed view counts. `takenLinks` holds the links already in the
 * database, so every video link stays unique.
 */
export function* generateVideos(
  count: number,
  r: Random,
  takenLinks: Set<string> = new Set(),
): Generator<CraftedVideoRows> {
  // Their own sources, so that the videos themselves are what they were before videos had facts
  // and steps (the facts read the description without its timestamp lines, as they always did).
  const craftRandom = new Random(count ^ 0x0c4a_f7ed);
  const stepsRandom = new Random(count ^ 0x57e9_5a11);
  const creators = makeCreators(Math.max(50, Math.min(2000, Math.ceil(count / 150))), r);
  const categories = seedCategories.map((c) => c.id);
  // Oldest first, as a catalogue grows: rows then sit on disk (and get ids) roughly in date
  // order, as they would on a real site, and date-ordered reads touch few pages.
  // sqrt: later years hold more videos, as on a growing site.
  const published = Array.from(
    { length: count },
    () => FIRST_PUBLISHED + Math.sqrt(r.next()) * (LAST_PUBLISHED - FIRST_PUBLISHED),
  ).sort((a, b) => a - b);
  for (let i = 0; i < count; i++) {
    const category = r.pick(categories);
    const title = titleFor(category, r);
    let link = youtubeLikeId(r);
    while (takenLinks.has(link)) link = youtubeLikeId(r);
    takenLinks.add(link);
    const description = descriptionFor(category, title, r);
    const video = makeVideo({
      title,
      videoLink: link,
      creator: r.pick(creators),
      description: description + stepLinesFor(category, stepsRandom),
      viewCount: Math.min(2_000_000_000, Math.round(Math.exp(9.5 + 2 * r.normal()))),
      publishedAt: new Date(
        Math.floor((published[i] ?? FIRST_PUBLISHED) / 1000) * 1000,
      ).toISOString(),
      categoryId: category,
    });
    yield withCraftFacts(video, craftFactsFor(category, title, description, craftRandom));
  }
}

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A lower-case ULID of `time` with a random part from `r`: the ulid package's own ulid(time)
 * looks for a random source on every call, which made generating libraries take minutes.
 */
function ulidAt(time: number, r: Random): string {
  let random = '';
  for (let i = 0; i < 16; i++) random += CROCKFORD[r.int(32)];
  return encodeTime(time, 10).toLowerCase() + random;
}

/** Generated readers sign in as reader-0001@craftreel.test … with this password. */
export const GENERATED_PASSWORD = 'craftreel-reader';
export const GENERATED_EMAIL_DOMAIN = 'craftreel.test';
export function generatedEmail(index: number): string {
  return `reader-${String(index + 1).padStart(4, '0')}@${GENERATED_EMAIL_DOMAIN}`;
}

type Row<T extends keyof Database> = Database[T];

export interface GeneratedLibrary {
  /** Insertable: its role is the column's default (member). */
  user: Insertable<Database['users']>;
  entries: Row<'list_entries'>[];
  /** Insertable: its visibility is the column's default (private). */
  playlists: Insertable<Database['playlists']>[];
  playlistVideos: Row<'playlist_videos'>[];
}

/** Up to this many entries in each of a reader's lists, and videos in one playlist. */
export const MAX_LIST_ENTRIES = 5000;
export const MAX_PLAYLIST_VIDEOS = 200;
const LISTS: ListName[] = ['likes', 'watchlater', 'history'];

/** `size` distinct videos of the catalogue. */
function sample(videoIds: readonly string[], size: number, r: Random): string[] {
  const chosen = new Set<string>();
  const wanted = Math.min(size, videoIds.length);
  while (chosen.size < wanted) chosen.add(videoIds[r.int(videoIds.length)] as string);
  return [...chosen];
}

/**
 * Reader `index` with its likes, watch later and history (sizes long-tailed: most readers keep
 * a few dozen, a few keep thousands, none more than MAX_LIST_ENTRIES) and 0–8 playlists of up
 * to MAX_PLAYLIST_VIDEOS videos. Entry ids are ULIDs of their time, so lists sort as they grew.
 */
export function generateLibrary(
  index: number,
  passwordHash: string,
  videoIds: readonly string[],
  r: Random,
  now: number = Date.now(),
): GeneratedLibrary {
  const joined = now - (30 + r.int(5 * 365)) * 86_400_000;
  const joinedIso = new Date(joined).toISOString();
  const user = {
    id: newId(),
    email: generatedEmail(index),
    password_hash: passwordHash,
    first_name: r.pick(FIRST_NAMES),
    last_name: r.pick(LAST_NAMES),
    created_at: joinedIso,
    updated_at: joinedIso,
  };
  /** A moment between `from` and now, and a ULID of that moment. */
  const momentAfter = (from: number) => {
    const time = Math.floor(from + r.next() * (now - from));
    return { id: ulidAt(time, r), created_at: new Date(time).toISOString() };
  };
  const entries: Row<'list_entries'>[] = [];
  for (const list of LISTS) {
    const size = Math.floor(MAX_LIST_ENTRIES * r.next() ** (list === 'history' ? 4 : 6));
    for (const videoId of sample(videoIds, size, r)) {
      entries.push({ ...momentAfter(joined), user_id: user.id, list, video_id: videoId });
    }
  }
  const playlists: Insertable<Database['playlists']>[] = [];
  const playlistVideos: Row<'playlist_videos'>[] = [];
  const titles = new Set<string>();
  const playlistCount = r.int(9);
  while (titles.size < playlistCount) titles.add(r.pick(PLAYLIST_TITLES));
  for (const title of titles) {
    const made = momentAfter(joined);
    const playlist = {
      ...made,
      user_id: user.id,
      title,
      title_key: playlistTitleKey(title),
      description: '',
    };
    playlists.push(playlist);
    const size = Math.floor(MAX_PLAYLIST_VIDEOS * r.next() ** 2);
    const madeAt = Date.parse(made.created_at);
    for (const [position, videoId] of sample(videoIds, size, r).entries()) {
      playlistVideos.push({
        ...momentAfter(madeAt),
        playlist_id: playlist.id,
        video_id: videoId,
        position,
      });
    }
  }
  return { user, entries, playlists, playlistVideos };
}
