import type { CraftFacts, VideoSpec } from './factories.ts';

/**
 * The demo catalogue: three categories, four videos each. Video links are real YouTube ids
 * (shared/data/seed-video-ids.json); titles follow their public listings; creators and
 * descriptions are ours. Ids are fixed so every process and every restart agree on them.
 */
export const seedCategories = [
  {
    id: 'craft-ideas',
    name: 'Craft Ideas',
    label: 'Crafts',
    description:
      'Paper, thread, cardboard and glue: step-by-step projects to make with your hands.',
  },
  {
    id: 'paintings',
    name: 'Paintings',
    label: 'Paintings',
    description: 'Poster colours and acrylics, from first brush strokes to finished scenes.',
  },
  {
    id: 'best-out-of-waste',
    name: 'Best Out of Waste',
    label: 'Best out of waste',
    description: 'Bottles, boxes and jars given a second life as useful, beautiful things.',
  },
] as const;

/**
 * A seed video: its id is fixed, never made at insert time. Its craft facts are real, read from
 * the video (migration 2026-11-29T09-00-craft-facts gave an older database the same ones).
 */
export type SeedVideo = VideoSpec & { id: string; craft: CraftFacts };

export const seedVideos: SeedVideo[] = [
  {
    id: 'hand-embroidery-basics',
    categoryId: 'craft-ideas',
    videoLink: 'wmT9YXuwMiQ',
    title: 'Hand Embroidery: Five Stitches to Start With',
    creator: 'Thread & Hoop',
    viewCount: 1_240_000,
    publishedAt: '2021-03-14T10:00:00Z',
    description:
      'Running stitch, back stitch, stem stitch, French knot and lazy daisy, worked on one sampler hoop. Each stitch is shown slowly and up close, with tips on thread tension and how to hide the ends.',
    craft: {
      difficulty: 'beginner',
      projectMinutes: 60,
      materials: [
        { name: 'Embroidery hoop', quantity: '6 inch' },
        { name: 'Cotton fabric', quantity: '25 cm square' },
        { name: 'Embroidery floss', quantity: '3 colours' },
        { name: 'Embroidery needle' },
        { name: 'Scissors' },
      ],
    },
  },
  {
    id: 'unusual-paper-crafts',
    categoryId: 'craft-ideas',
    videoLink: 'SF71ks5FrKQ',
    title: '35 Unusual Paper Crafts You Will Adore',
    creator: 'Fold Studio',
    viewCount: 8_700_000,
    publishedAt: '2020-07-02T15:30:00Z',
    description:
      'A quick tour of paper projects: pop-up cards, woven baskets, quilled flowers and desk organisers, all made from printer paper, card stock and a glue stick.',
    craft: {
      difficulty: 'beginner',
      projectMinutes: 45,
      materials: [
        { name: 'Printer paper', quantity: '20 sheets' },
        { name: 'Card stock', quantity: '5 sheets' },
        { name: 'Glue stick' },
        { name: 'Scissors' },
        { name: 'Ruler' },
      ],
    },
  },
  {
    id: 'cardboard-mini-basket',
    categoryId: 'craft-ideas',
    videoLink: '-WPRaZ_SO9E',
    title: 'Realistic Mini Basket from Cardboard',
    creator: 'Tiny Makes',
    viewCount: 412_000,
    publishedAt: '2022-05-19T08:45:00Z',
    description:
      'Strips of corrugated cardboard and jute twine become a woven miniature basket with a handle. Good for dollhouse scenes, gift packaging or keeping earrings together.',
    craft: {
      difficulty: 'intermediate',
      projectMinutes: 90,
      materials: [
        { name: 'Corrugated cardboard', quantity: '1 sheet' },
        { name: 'Jute twine', quantity: '5 m' },
        { name: 'Hot glue gun' },
        { name: 'Craft knife' },
        { name: 'Ruler' },
      ],
    },
  },
  {
    id: 'cardboard-photo-frame',
    categoryId: 'craft-ideas',
    videoLink: 'LN5OtTiQQ1g',
    title: 'Cardboard Photo Frame Making Step by Step',
    creator: 'Craft Corner with Meera',
    viewCount: 96_000,
    publishedAt: '2023-09-08T12:00:00Z',
    description:
      'Build a sturdy standing photo frame from a cereal box: measuring, cutting the window, adding a stand at the back and decorating the border with paper flowers.',
    craft: {
      difficulty: 'beginner',
      projectMinutes: 40,
      materials: [
        { name: 'Cereal box', quantity: '1' },
        { name: 'Coloured paper', quantity: '3 sheets' },
        { name: 'Craft knife' },
        { name: 'Glue' },
        { name: 'Ruler' },
        { name: 'Pencil' },
      ],
    },
  },
  {
    id: 'golden-sunset-poster-colour',
    categoryId: 'paintings',
    videoLink: 'sMJH58Ql1Ik',
    title: 'Easy Golden Sunset Poster Colour Painting',
    creator: 'Colour Pot Art',
    viewCount: 2_300_000,
    publishedAt: '2020-11-21T09:15:00Z',
    description:
      'A beginner-friendly sunset over water in poster colours: blending yellow into orange and crimson, silhouetting palm trees and painting the glow of the sun on the waves.',
    craft: {
      difficulty: 'beginner',
      projectMinutes: 25,
      materials: [
        { name: 'Poster colours', quantity: 'yellow, orange, crimson, black' },
        { name: 'Drawing paper', quantity: 'A4' },
        { name: 'Flat brush' },
        { name: 'Round brush' },
        { name: 'Masking tape' },
      ],
    },
  },
  {
    id: 'walking-in-the-rain',
    categoryId: 'paintings',
    videoLink: 'kZNC6k5YVsc',
    title: 'Walking in the Rain',
    creator: 'Brush & Canvas',
    viewCount: 640_000,
    publishedAt: '2021-10-05T18:20:00Z',
    description:
      'A couple under one umbrella on a wet evening street. Streetlight reflections are pulled down through the puddles with a flat brush, and the rain is flicked in last.',
    craft: {
      difficulty: 'intermediate',
      projectMinutes: 50,
      materials: [
        { name: 'Acrylic paints', quantity: '5 colours' },
        { name: 'Canvas board', quantity: '20 × 25 cm' },
        { name: 'Flat brush' },
        { name: 'Liner brush' },
        { name: 'Palette' },
      ],
    },
  },
  {
    id: 'realistic-acrylic-sunset',
    categoryId: 'paintings',
    videoLink: 'FVt9GEPCIII',
    title: 'Painting a Realistic Sunset in Acrylics',
    creator: 'The Studio Easel',
    viewCount: 3_100_000,
    publishedAt: '2019-06-12T14:00:00Z',
    description:
      'Layer by layer: a graded sky, soft clouds catching the last light and dark hills in the foreground, with advice on keeping acrylics wet enough to blend.',
    craft: {
      difficulty: 'advanced',
      projectMinutes: 120,
      materials: [
        { name: 'Acrylic paints', quantity: '6 colours' },
        { name: 'Stretched canvas', quantity: '40 × 50 cm' },
        { name: 'Flat brushes', quantity: '3 sizes' },
        { name: 'Fan brush' },
        { name: 'Spray bottle of water' },
      ],
    },
  },
  {
    id: 'acrylic-techniques-nine-tricks',
    categoryId: 'paintings',
    videoLink: 'TFLpCwMxnnc',
    title: 'Acrylic Painting Techniques (9 Easy Tricks)',
    creator: 'Painting Made Simple',
    viewCount: 5_400_000,
    publishedAt: '2018-08-30T11:00:00Z',
    description:
      'Nine techniques worth knowing: dry brushing, sponging, splattering, palette-knife texture, stippling, scraping, taped edges, glazing and wet blending.',
    craft: {
      difficulty: 'intermediate',
      projectMinutes: 75,
      materials: [
        { name: 'Acrylic paints' },
        { name: 'Canvas paper', quantity: '9 squares' },
        { name: 'Sponge' },
        { name: 'Palette knife' },
        { name: 'Masking tape' },
        { name: 'Flat brush' },
      ],
    },
  },
  {
    id: 'eleven-household-waste-crafts',
    categoryId: 'best-out-of-waste',
    videoLink: 'v=xTzkrm63AIQ',
    title: '11 Easy Craft Ideas from Household Waste',
    creator: 'Second Life Crafts',
    viewCount: 1_800_000,
    publishedAt: '2021-01-17T07:30:00Z',
    description:
      'Plastic bottles, old jars, newspaper and bottle caps turned into eleven useful things: pen stands, planters, a wall hanging, coasters and more.',
    craft: {
      difficulty: 'beginner',
      projectMinutes: 90,
      materials: [
        { name: 'Plastic bottles', quantity: '4' },
        { name: 'Glass jars', quantity: '2' },
        { name: 'Newspaper' },
        { name: 'Bottle caps', quantity: '12' },
        { name: 'Acrylic paints' },
        { name: 'Hot glue gun' },
      ],
    },
  },
  {
    id: 'best-out-of-waste-ideas',
    categoryId: 'best-out-of-waste',
    videoLink: 'K0t3BsDyldc',
    title: 'Best Out of Waste Craft Ideas',
    creator: 'Upcycle Lab',
    viewCount: 725_000,
    publishedAt: '2022-02-26T16:10:00Z',
    description:
      'Empty shampoo bottles, egg cartons and cardboard tubes become a hanging planter, a jewellery tray and a desk organiser, with no special tools.',
    craft: {
      difficulty: 'beginner',
      projectMinutes: 60,
      materials: [
        { name: 'Shampoo bottles', quantity: '2' },
        { name: 'Egg cartons', quantity: '2' },
        { name: 'Cardboard tubes', quantity: '4' },
        { name: 'Twine' },
        { name: 'Scissors' },
        { name: 'Glue' },
      ],
    },
  },
  {
    id: 'shoe-box-reuse',
    categoryId: 'best-out-of-waste',
    videoLink: 'y1r0c-V7GIk',
    title: 'How to Reuse Shoe Boxes at Home: 3 Ideas',
    creator: 'Tidy Home Crafts',
    viewCount: 310_000,
    publishedAt: '2023-04-11T13:40:00Z',
    description:
      'Three shoe box makeovers: a fabric-covered drawer organiser, a magazine holder and a lidded keepsake box, each lined with leftover gift paper.',
    craft: {
      difficulty: 'beginner',
      projectMinutes: 45,
      materials: [
        { name: 'Shoe boxes', quantity: '3' },
        { name: 'Fabric scraps' },
        { name: 'Gift paper' },
        { name: 'Glue' },
        { name: 'Scissors' },
      ],
    },
  },
  {
    id: 'cardboard-box-organizers',
    categoryId: 'best-out-of-waste',
    videoLink: 'emoUIO98pws',
    title: '12 Cardboard Box Organizer Ideas',
    creator: 'Box & Glue',
    viewCount: 2_000_000,
    publishedAt: '2022-11-03T10:05:00Z',
    description:
      'Shipping boxes cut, folded and covered become a drawer divider, a make-up stand, a cable tidy and nine more organisers for every room.',
    craft: {
      difficulty: 'intermediate',
      projectMinutes: 60,
      materials: [
        { name: 'Cardboard boxes', quantity: '4' },
        { name: 'Decorative paper' },
        { name: 'Craft knife' },
        { name: 'Hot glue gun' },
        { name: 'Ruler' },
      ],
    },
  },
];

/** `m:ss` (or `h:mm:ss`) and a title: a step as a maker would write it. */
type SeedStep = [time: string, title: string];

/**
 * The demo videos' steps, by video id (their descriptions, fixed by the product spec, carry no
 * timestamps). Read from the videos; video-steps.ts answers them in place of parsed ones.
 */
export const seedSteps: Record<string, SeedStep[]> = {
  'hand-embroidery-basics': [
    ['0:00', 'Intro and materials'],
    ['1:10', 'Putting the fabric in the hoop'],
    ['2:45', 'Threading and knotting'],
    ['4:05', 'Running stitch'],
    ['5:30', 'Back stitch'],
    ['7:15', 'Stem stitch'],
    ['9:20', 'French knot'],
    ['11:40', 'Lazy daisy'],
    ['13:50', 'Hiding the ends'],
  ],
  'unusual-paper-crafts': [
    ['0:00', 'Intro'],
    ['0:40', 'Pop-up cards'],
    ['3:15', 'Woven paper basket'],
    ['6:30', 'Quilled flowers'],
    ['9:45', 'Desk organiser'],
    ['12:20', 'More quick ideas'],
  ],
  'cardboard-mini-basket': [
    ['0:00', 'Intro'],
    ['0:35', 'Cutting the cardboard strips'],
    ['2:20', 'Making the base'],
    ['4:10', 'Weaving the sides'],
    ['7:30', 'Wrapping with jute twine'],
    ['10:05', 'Adding the handle'],
    ['11:45', 'Finishing touches'],
  ],
  'cardboard-photo-frame': [
    ['0:00', 'Intro and materials'],
    ['0:50', 'Measuring the frame'],
    ['2:15', 'Cutting the window'],
    ['4:00', 'Adding the stand at the back'],
    ['5:40', 'Covering with coloured paper'],
    ['7:25', 'Paper flowers for the border'],
    ['9:30', 'Putting in the photo'],
  ],
  'golden-sunset-poster-colour': [
    ['0:00', 'Intro'],
    ['0:25', 'Taping the paper'],
    ['1:05', 'Blending the sky'],
    ['3:40', 'The sun and its glow'],
    ['5:10', 'Water and waves'],
    ['7:00', 'Silhouetting the palm trees'],
    ['9:15', 'Peeling off the tape'],
  ],
  'walking-in-the-rain': [
    ['0:00', 'Intro'],
    ['0:30', 'Sketching the street'],
    ['2:10', 'Evening sky and buildings'],
    ['5:20', 'The couple under the umbrella'],
    ['8:45', 'Streetlight reflections'],
    ['11:30', 'Flicking in the rain'],
  ],
  'realistic-acrylic-sunset': [
    ['0:00', 'Intro and palette'],
    ['1:30', 'Graded sky'],
    ['6:45', 'Soft clouds'],
    ['12:20', 'The last light on the clouds'],
    ['17:10', 'Dark hills'],
    ['21:35', 'Foreground details'],
    ['25:00', 'Final glazes'],
  ],
  'acrylic-techniques-nine-tricks': [
    ['0:00', 'Intro'],
    ['0:45', 'Dry brushing'],
    ['2:10', 'Sponging'],
    ['3:30', 'Splattering'],
    ['4:50', 'Palette-knife texture'],
    ['6:15', 'Stippling'],
    ['7:35', 'Scraping'],
    ['8:50', 'Taped edges'],
    ['10:20', 'Glazing'],
    ['11:45', 'Wet blending'],
  ],
  'eleven-household-waste-crafts': [
    ['0:00', 'Intro'],
    ['0:30', 'Bottle pen stand'],
    ['2:40', 'Jar planters'],
    ['5:05', 'Newspaper wall hanging'],
    ['8:20', 'Bottle cap coasters'],
    ['10:45', 'Six more quick makes'],
  ],
  'best-out-of-waste-ideas': [
    ['0:00', 'Intro'],
    ['0:40', 'Shampoo bottle hanging planter'],
    ['4:15', 'Egg carton jewellery tray'],
    ['7:50', 'Cardboard tube desk organiser'],
  ],
  'shoe-box-reuse': [
    ['0:00', 'Intro'],
    ['0:35', 'Fabric-covered drawer organiser'],
    ['4:20', 'Magazine holder'],
    ['7:55', 'Lidded keepsake box'],
    ['11:10', 'Lining with gift paper'],
  ],
  'cardboard-box-organizers': [
    ['0:00', 'Intro'],
    ['0:45', 'Drawer divider'],
    ['3:30', 'Make-up stand'],
    ['6:10', 'Cable tidy'],
    ['8:40', 'Nine more organisers'],
  ],
};
