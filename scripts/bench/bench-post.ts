/**
 * The post the Lighthouse bench measures: three large photographs in its text and a cover, as
 * an operator would upload them (processed and stored by the upload pipeline, up to 2,400 px).
 * Writes the sample posts first (as a fresh start would), then this post once, into the
 * configured database and storage (DATA_DIR), and prints the post's path. Run with the
 * react-server condition, since the repository is server-only:
 *   DATA_DIR=data/bench node --conditions=react-server --import tsx scripts/bench/bench-post.ts
 */
import sharp from "sharp";
import { createPost } from "@/server/blog/posts";
import { seedSamplePosts } from "@/server/blog/seed";
import { closeDb, getDb } from "@/server/db/database";
import { storeImage } from "@/server/media/store-image";

export const BENCH_POST_TITLE = "Three photographs: what a shoot day teaches a brand";
const PHOTO_WIDTH = 3000;
const PHOTO_HEIGHT = 2000;
const PALETTES = [
  ["#7a1f1f", "#f28c7a", "#f5ecd9"],
  ["#2b2522", "#a89684", "#e9dcc6"],
  ["#b23a32", "#f5ecd9", "#1b1b1b"],
  ["#f28c7a", "#5c1414", "#d8c7ae"],
] as const;

/**
 * A photograph stand-in: soft gradients, shapes and grain, so it encodes to a size close to a
 * real photograph's (a flat colour would compress to nothing and flatter the measurement).
 */
async function photograph(seed: number): Promise<Buffer> {
  const [a, b, c] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const circles = Array.from({ length: 14 }, (_, index) => {
    const x = (seed * 577 + index * 431) % PHOTO_WIDTH;
    const y = (seed * 313 + index * 257) % PHOTO_HEIGHT;
    const r = 120 + ((seed * 97 + index * 61) % 420);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${index % 2 ? b : c}" opacity="0.35"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
      <filter id="blur"><feGaussianBlur stdDeviation="40"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#blur)">${circles}</g></svg>`;
  const grain = await sharp({
    create: {
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function main() {
  const db = await getDb();
  await seedSamplePosts(db);
  const existing = await db
    .selectFrom("posts")
    .select("id")
    .where("title", "=", BENCH_POST_TITLE)
    .executeTakeFirst();
  if (existing) return `/thought-hub/${existing.id}`;
  const [cover, ...photos] = await Promise.all(
    [0, 1, 2, 3].map(async (seed) => {
      return storeImage(await photograph(seed));
    }),
  );
  const figure = (photo: { url: string }, index: number) =>
    `<figure><img src="${photo.url}" alt="Shoot day, frame ${index + 1}"><figcaption>Frame ${index + 1}: the light the brand works in.</figcaption></figure>`;
  const paragraph = (text: string) => `<p>${text}</p>`;
  const content = [
    paragraph(
      "A brand's photography is the part of its identity people meet most often and think about least. These frames come from one day with a client's team, and each taught us something about how the brand should look when nobody is art-directing it.",
    ),
    figure(photos[0]!, 0),
    "<h2>Light before props</h2>",
    paragraph(
      "We chose the room for its light long before we chose anything to put in it. Warm, low and from one side: the same light in every frame makes a set of pictures feel like a family.",
    ),
    figure(photos[1]!, 1),
    "<h2>People at work, not posing</h2>",
    paragraph(
      "The best frames of the day were taken between the planned ones, when the team forgot the camera and went back to what they do. A guideline can ask for that; only patience gets it.",
    ),
    figure(photos[2]!, 2),
    paragraph(
      "Three frames, one light, one palette: enough for a team to choose the next hundred pictures without calling us.",
    ),
  ].join("\n");
  const post = await createPost(db, {
    title: BENCH_POST_TITLE,
    category: "Creative Design",
    author: "Ananya Desai",
    imageUrl: cover!.url,
    excerpt: "What one shoot day taught a brand about its own photography.",
    tags: ["photography", "art direction"],
    content,
    status: "published",
  });
  return `/thought-hub/${post.id}`;
}

try {
  process.stdout.write(`${await main()}\n`);
} finally {
  await closeDb();
}
