import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Craft facts (docs/product.md, "Filters"): each video's difficulty, the minutes its project takes, and the
// materials it needs, which the home page filters by.
//
// - videos.difficulty and videos.project_minutes, checked by the database; rows already there
//   take 'beginner' and 30 until someone states better (the demo videos, below, get theirs).
// - video_materials: a video's materials in order, each with its name, its key (material-key.ts:
//   lower-cased, singular words) and an optional quantity. Answers are built from it.
// - video_material_words: each distinct word of a video's material keys, with the video's
//   published_at and category, so that a material filter reads one index range already in the
//   catalogue's order, (word, published_at, video_id) or, within a category, (word,
//   category_id, published_at, video_id), and stops at a full page, as the date index does for
//   the unfiltered catalogue. Written with the materials (factories.ts, withCraftFacts); a
//   trigger follows a video's change of date or category.
// - The time filter's ranges as one number, TIME_BAND (0: under 30 minutes, 1: 30 to 60, 2: over
//   60), and indexes in the catalogue's keyset order for a difficulty, a time range and both:
//   (difficulty, published_at, id), (TIME_BAND, published_at, id) and (difficulty, TIME_BAND,
//   published_at, id). Expression indexes (both dialects have them): the repository filters by
//   the very same expression (video.repository.ts, TIME_BAND), so a combination that holds few
//   or no videos is a short index range, not a walk through a third of the catalogue.
// Changes to the materials bump the catalogue's version, as changes to videos do, so cached
// answers holding a video's materials are not served stale.

const DIFFICULTY_CHECK = sql`difficulty in ('beginner', 'intermediate', 'advanced')`;
const MINUTES_CHECK = sql`project_minutes between 1 and 1440`;
const TIME_BAND = sql.raw(
  '(case when project_minutes < 30 then 0 when project_minutes <= 60 then 1 else 2 end)',
);

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('videos')
    .addColumn('difficulty', 'text', (c) =>
      c.notNull().defaultTo('beginner').check(DIFFICULTY_CHECK),
    )
    .execute();
  await db.schema
    .alterTable('videos')
    .addColumn('project_minutes', 'integer', (c) => c.notNull().defaultTo(30).check(MINUTES_CHECK))
    .execute();
  await db.schema
    .createIndex('videos_difficulty_published_idx')
    .on('videos')
    .columns(['difficulty', 'published_at', 'id'])
    .execute();
  await sql`create index videos_time_band_published_idx
    on videos (${TIME_BAND}, published_at, id)`.execute(db);
  await sql`create index videos_difficulty_time_band_published_idx
    on videos (difficulty, ${TIME_BAND}, published_at, id)`.execute(db);

  await db.schema
    .createTable('video_materials')
    .addColumn('video_id', 'text', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('quantity', 'text')
    .addPrimaryKeyConstraint('video_materials_pk', ['video_id', 'position'])
    .execute();

  await db.schema
    .createTable('video_material_words')
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('video_id', 'text', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_material_words_pk', ['word', 'published_at', 'video_id'])
    .execute();
  await db.schema
    .createIndex('video_material_words_category_idx')
    .on('video_material_words')
    .columns(['word', 'category_id', 'published_at', 'video_id'])
    .execute();
  // A video's words by its id: whether it needs a material, checked row by row (a search
  // walking the catalogue), and a deleted video's words (the cascade would scan otherwise).
  await db.schema
    .createIndex('video_material_words_video_idx')
    .on('video_material_words')
    .columns(['video_id', 'word'])
    .execute();

  await bumpVersionOnChange(db);
  await followVideoChanges(db);
  await combinedStatistics(db);
  await describeDemoVideos(db);
}

/** A video's words carry its date and category: a change to either is copied to them. */
async function followVideoChanges(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create function video_material_words_follow_video() returns trigger language plpgsql as $$
      begin
        update video_material_words
          set published_at = new.published_at, category_id = new.category_id
          where video_id = new.id;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger videos_material_words_follow
      after update of published_at, category_id on videos
      for each row execute function video_material_words_follow_video()`.execute(db);
    return;
  }
  await sql`
    create trigger videos_material_words_follow
    after update of published_at, category_id on videos
    begin
      update video_material_words
        set published_at = new.published_at, category_id = new.category_id
        where video_id = new.id;
    end`.execute(db);
}

/**
 * PostgreSQL (14 and later): statistics of difficulty and time range together. Without them the
 * planner takes the two as independent, and for a combination that holds few videos (beginner
 * projects over an hour) expects many, walking the whole catalogue by date instead of reading
 * the (difficulty, TIME_BAND) index.
 */
async function combinedStatistics(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ version: string }>`
    select current_setting('server_version_num') as version`.execute(db);
  if (Number(rows[0]?.version ?? 0) < 140_000) return;
  await sql`create statistics videos_difficulty_time_band_stats (mcv)
    on difficulty, ${TIME_BAND} from videos`.execute(db);
}

async function bumpVersionOnChange(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    // The function the catalogue-version migration made.
    await sql`
      create trigger video_materials_bump_catalogue_version
      after insert or update or delete or truncate on video_materials
      for each statement execute function bump_catalogue_version()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`
      create trigger ${sql.id(`video_materials_${event}_bumps_catalogue_version`)}
      after ${sql.raw(event)} on video_materials
      begin
        update catalogue_state set version = version + 1;
      end`.execute(db);
  }
}

interface Facts {
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  minutes: number;
  materials: Array<[name: string, quantity?: string]>;
}

/** The demo videos' facts as of this migration (seed-catalogue.ts holds the seed's own copy). */
const DEMO_FACTS: Record<string, Facts> = {
  'hand-embroidery-basics': {
    difficulty: 'beginner',
    minutes: 60,
    materials: [
      ['Embroidery hoop', '6 inch'],
      ['Cotton fabric', '25 cm square'],
      ['Embroidery floss', '3 colours'],
      ['Embroidery needle'],
      ['Scissors'],
    ],
  },
  'unusual-paper-crafts': {
    difficulty: 'beginner',
    minutes: 45,
    materials: [
      ['Printer paper', '20 sheets'],
      ['Card stock', '5 sheets'],
      ['Glue stick'],
      ['Scissors'],
      ['Ruler'],
    ],
  },
  'cardboard-mini-basket': {
    difficulty: 'intermediate',
    minutes: 90,
    materials: [
      ['Corrugated cardboard', '1 sheet'],
      ['Jute twine', '5 m'],
      ['Hot glue gun'],
      ['Craft knife'],
      ['Ruler'],
    ],
  },
  'cardboard-photo-frame': {
    difficulty: 'beginner',
    minutes: 40,
    materials: [
      ['Cereal box', '1'],
      ['Coloured paper', '3 sheets'],
      ['Craft knife'],
      ['Glue'],
      ['Ruler'],
      ['Pencil'],
    ],
  },
  'golden-sunset-poster-colour': {
    difficulty: 'beginner',
    minutes: 25,
    materials: [
      ['Poster colours', 'yellow, orange, crimson, black'],
      ['Drawing paper', 'A4'],
      ['Flat brush'],
      ['Round brush'],
      ['Masking tape'],
    ],
  },
  'walking-in-the-rain': {
    difficulty: 'intermediate',
    minutes: 50,
    materials: [
      ['Acrylic paints', '5 colours'],
      ['Canvas board', '20 × 25 cm'],
      ['Flat brush'],
      ['Liner brush'],
      ['Palette'],
    ],
  },
  'realistic-acrylic-sunset': {
    difficulty: 'advanced',
    minutes: 120,
    materials: [
      ['Acrylic paints', '6 colours'],
      ['Stretched canvas', '40 × 50 cm'],
      ['Flat brushes', '3 sizes'],
      ['Fan brush'],
      ['Spray bottle of water'],
    ],
  },
  'acrylic-techniques-nine-tricks': {
    difficulty: 'intermediate',
    minutes: 75,
    materials: [
      ['Acrylic paints'],
      ['Canvas paper', '9 squares'],
      ['Sponge'],
      ['Palette knife'],
      ['Masking tape'],
      ['Flat brush'],
    ],
  },
  'eleven-household-waste-crafts': {
    difficulty: 'beginner',
    minutes: 90,
    materials: [
      ['Plastic bottles', '4'],
      ['Glass jars', '2'],
      ['Newspaper'],
      ['Bottle caps', '12'],
      ['Acrylic paints'],
      ['Hot glue gun'],
    ],
  },
  'best-out-of-waste-ideas': {
    difficulty: 'beginner',
    minutes: 60,
    materials: [
      ['Shampoo bottles', '2'],
      ['Egg cartons', '2'],
      ['Cardboard tubes', '4'],
      ['Twine'],
      ['Scissors'],
      ['Glue'],
    ],
  },
  'shoe-box-reuse': {
    difficulty: 'beginner',
    minutes: 45,
    materials: [['Shoe boxes', '3'], ['Fabric scraps'], ['Gift paper'], ['Glue'], ['Scissors']],
  },
  'cardboard-box-organizers': {
    difficulty: 'intermediate',
    minutes: 60,
    materials: [
      ['Cardboard boxes', '4'],
      ['Decorative paper'],
      ['Craft knife'],
      ['Hot glue gun'],
      ['Ruler'],
    ],
  },
};

/** An upgraded database's demo videos (by their fixed ids) get their real facts. */
async function describeDemoVideos(db: MigrationDb): Promise<void> {
  const present: Array<{ id: string; published_at: string; category_id: string }> = await db
    .selectFrom('videos')
    .select(['id', 'published_at', 'category_id'])
    .where('id', 'in', Object.keys(DEMO_FACTS))
    .execute();
  for (const video of present) {
    const facts = DEMO_FACTS[video.id];
    if (!facts) continue;
    await db
      .updateTable('videos')
      .set({ difficulty: facts.difficulty, project_minutes: facts.minutes })
      .where('id', '=', video.id)
      .execute();
    await db
      .insertInto('video_materials')
      .values(
        facts.materials.map(([name, quantity], position) => ({
          video_id: video.id,
          position,
          name,
          name_key: materialKey(name),
          quantity: quantity ?? null,
        })),
      )
      .execute();
    const words = new Set(facts.materials.flatMap(([name]) => materialWords(name)));
    await db
      .insertInto('video_material_words')
      .values(
        [...words].map((word) => ({
          word,
          published_at: video.published_at,
          video_id: video.id,
          category_id: video.category_id,
        })),
      )
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger video_materials_bump_catalogue_version on video_materials`.execute(db);
    await sql`drop trigger videos_material_words_follow on videos`.execute(db);
    await sql`drop function video_material_words_follow_video()`.execute(db);
    await sql`drop statistics if exists videos_difficulty_time_band_stats`.execute(db);
  } else {
    await sql`drop trigger videos_material_words_follow`.execute(db);
  }
  await db.schema.dropTable('video_material_words').execute();
  await db.schema.dropTable('video_materials').execute();
  await db.schema.dropIndex('videos_difficulty_time_band_published_idx').execute();
  await db.schema.dropIndex('videos_time_band_published_idx').execute();
  await db.schema.dropIndex('videos_difficulty_published_idx').execute();
  await db.schema.alterTable('videos').dropColumn('project_minutes').execute();
  await db.schema.alterTable('videos').dropColumn('difficulty').execute();
}

/**
 * How a material's name was split into words when this migration ran: a frozen copy of
 * src/shared/material-key.ts as it stood then, kept here on purpose. A migration means forever
 * what it meant when it first ran, so it never imports live code; a later change to how names
 * are split is a new migration that re-keys every material, and leaves this copy alone.
 */
function singular(word: string): string {
  if (word.length <= 3 || /(ss|us|is|as)$/.test(word)) return word;
  if (/(sh|ch|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** A material name's words, in order: at most 12, unaccented, lower-cased, singular. */
function materialWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12)
    .map(singular);
}

/** A material name's key: its words, one space apart. */
function materialKey(text: string): string {
  return materialWords(text).join(' ');
}

function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
