import { z } from "zod";

/*
 * The media library (docs/decisions/0041) as the admin shows it: shared by the server, which
 * records uploads and finds where they are used, and the /admin/media screen.
 */

export type MediaKind = "image" | "video";

/** One place that shows a file: a post, a work, a team member, a page, the settings. */
export type MediaUsage = { label: string; href: string };

export type MediaItem = {
  id: string;
  key: string;
  /** Where pages link the file (/uploads/<key>, or the bucket's public address). */
  url: string;
  kind: MediaKind;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  name: string;
  alt: string;
  uploadedAt: string;
  usages: MediaUsage[];
  /** The alt text's history, newest first (the first is the text it has now, once saved). */
  revisions: MediaAltRevision[];
};

/** Where a revision of an alt text came from: the text a first save replaced, a save, a restore. */
export type MediaRevisionOrigin = "earlier" | "saved" | "restored";

/** One alt text a file had (docs/decisions/0041), as the library's history lists it. */
export type MediaAltRevision = {
  id: string;
  number: number;
  alt: string;
  origin: MediaRevisionOrigin;
  /** ISO-8601: when the revision a restore brought back was made. */
  restoredFrom: string | null;
  createdAt: string;
};

export function describeMediaRevision(
  revision: MediaAltRevision,
  formatTime: (iso: string) => string,
): string {
  if (revision.origin === "earlier") return "Before the first save";
  if (revision.origin === "restored" && revision.restoredFrom)
    return `Restored from ${formatTime(revision.restoredFrom)}`;
  return "Saved";
}

/** Files per page of the library. */
export const MEDIA_PAGE_SIZE = 24;
/** The longest search the library takes (a file name is at most MEDIA_NAME_MAX_LENGTH). */
export const MEDIA_SEARCH_MAX = 200;

/**
 * The library's address query (?q=…&page=…): anything unreadable falls back to the first page
 * of everything rather than an error.
 */
export const mediaQuerySchema = z.object({
  q: z.string().trim().max(MEDIA_SEARCH_MAX).catch(""),
  page: z.coerce.number().int().min(1).max(999_999).catch(1),
});

/** Alt text is a sentence, not a caption: screen readers read all of it. */
export const MEDIA_ALT_MAX_LENGTH = 300;
/** File names as the browser sent them, cut to what the library shows. */
export const MEDIA_NAME_MAX_LENGTH = 200;

export const mediaAltSchema = z.object({
  alt: z
    .string()
    .trim()
    .max(MEDIA_ALT_MAX_LENGTH, `Keep the alt text under ${MEDIA_ALT_MAX_LENGTH} characters.`)
    .refine((alt) => !/[\u0000-\u001f\u007f]/.test(alt), "Alt text is one line of plain text."),
});

/**
 * A save's request: the new alt text, and the alt text the screen showed (the save is refused
 * if the file has another by now, as a restore is).
 */
export const mediaAltSaveSchema = mediaAltSchema.extend({
  shownAlt: z.string().max(MEDIA_ALT_MAX_LENGTH),
});

/** A restore's request: the file, the revision, and the alt text the screen showed. */
export const mediaRestoreSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9]{1,32}$/),
  revisionId: z.string().regex(/^[A-Za-z0-9]{1,32}$/),
  shownAlt: z.string().max(MEDIA_ALT_MAX_LENGTH),
});

/** What the library's Server Actions answer. */
export type MediaActionState =
  | { status: "idle" }
  | { status: "done"; message: string; id?: string; alt?: string }
  /** Refused: the alt text changed since the screen showed it; `current` is what is saved now. */
  | { status: "stale"; message: string; current?: string }
  | { status: "invalid"; message: string }
  | { status: "in-use"; message: string; usages: MediaUsage[] }
  | { status: "error"; message: string }
  | { status: "signed-out"; message: string };

/**
 * A file name for the library: the last part of what the browser sent, without control
 * characters, at most MEDIA_NAME_MAX_LENGTH long; undefined when nothing is left.
 */
export function cleanMediaName(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const base = raw.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, MEDIA_NAME_MAX_LENGTH);
  return clean.length > 0 ? clean : undefined;
}

const UNITS = ["KB", "MB", "GB"] as const;

/** "512 bytes", "86 KB", "1.4 MB": the way a file manager writes sizes (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}

/** Alt text written in the library, by storage key (only files that have some). */
export type MediaAlts = Record<string, string>;

/**
 * The library's alt text for an image address, if it is a stored file that has some: the key is
 * the address's last segment (/uploads/<key>, or the bucket's public address).
 */
export function mediaAltFor(alts: MediaAlts, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const key = url.slice(url.lastIndexOf("/") + 1);
  return Object.hasOwn(alts, key) ? alts[key] : undefined;
}

/**
 * The alt text an image is shown with (docs/decisions/0041): the place's own, when the operator
 * wrote one there; else the library's for the file; else the place's default (often "",
 * decorative, where the words beside the image already say what it shows).
 */
export function resolveAlt(
  alts: MediaAlts,
  url: string | null | undefined,
  own: { written?: string | null; fallback?: string } = {},
): string {
  const written = own.written?.trim();
  if (written) return written;
  return mediaAltFor(alts, url) ?? own.fallback ?? "";
}

/** The header the admin's upload helpers send the file's own name in (URI-encoded). */
export const UPLOAD_NAME_HEADER = "x-upload-name";
