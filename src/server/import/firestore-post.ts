import "server-only";
import { z } from "zod";
import { splitTags } from "@/lib/blog/post-input";

/*
 * One document of the original site's `blogs` collection (the fields of the product spec), read
 * leniently: timestamps in any form the export tools write, tags as a list or a comma list, a
 * read time as text or minutes.
 */

const NANOS_PER_MS = 1_000_000;

const seconds = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);
const nanos = seconds.optional().default(0);

const timestampValue = z.union([
  z
    .object({ _seconds: seconds, _nanoseconds: nanos })
    .transform(
      (value) => new Date(value._seconds * 1000 + Math.floor(value._nanoseconds / NANOS_PER_MS)),
    ),
  z
    .object({ seconds, nanoseconds: nanos })
    .transform(
      (value) => new Date(value.seconds * 1000 + Math.floor(value.nanoseconds / NANOS_PER_MS)),
    ),
  z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
]);

/** node-firestore-import-export wraps typed values: {"__datatype__": "timestamp", "value": …}. */
const timestamp = (field: string) =>
  z.union(
    [
      timestampValue,
      z
        .object({ __datatype__: z.literal("timestamp"), value: timestampValue })
        .transform((wrapped) => wrapped.value),
    ],
    {
      error: `${field} is not a timestamp ({_seconds,_nanoseconds}, {seconds,nanoseconds} or ISO-8601)`,
    },
  );

const optionalText = z.string().nullish();

export const firestorePostSchema = z.object({
  title: z.string({ error: "title is missing" }),
  content: z.string({ error: "content is missing" }),
  category: z.string({ error: "category is missing" }),
  /** Checked by the import itself: an unusable image costs the post its image, not the post. */
  imageUrl: z.unknown().optional(),
  author: optionalText,
  excerpt: optionalText,
  tags: z
    .union([z.array(z.string()), z.string().transform(splitTags)])
    .nullish()
    .transform((tags) => tags ?? []),
  readTime: z.union([z.string(), z.number().transform((minutes) => `${minutes} min`)]).nullish(),
  aiEnhanced: z.boolean().nullish().transform(Boolean),
  aiBadge: optionalText,
  createdAt: timestamp("createdAt"),
  updatedAt: timestamp("updatedAt").nullish(),
});

export type FirestorePost = z.output<typeof firestorePostSchema>;
