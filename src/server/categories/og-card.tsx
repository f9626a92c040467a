import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { type CategoryEntry, kindLabels } from "@/lib/categories/category";
import { site } from "@/content/site";
import { resolveCategoryImage } from "@/lib/categories/category-image";
import { isSitePath } from "@/lib/media/image-hosts";

type Size = { width: number; height: number };

/**
 * The category artwork as a JPEG data URL cropped to the card. The share-card renderer reads
 * PNG and JPEG only, and the artwork is WebP, so sharp converts it; a remote image is never
 * fetched (cards render without network), and a missing file leaves the card without art.
 */
export async function readCategoryArt(entry: CategoryEntry, size: Size): Promise<string | null> {
  const url = resolveCategoryImage(entry);
  if (!isSitePath(url)) return null;
  const file = path.join(process.cwd(), "public", decodeURIComponent(url));
  try {
    const jpeg = await sharp(await readFile(file))
      .resize(size.width, size.height, { fit: "cover" })
      .jpeg({ quality: 82 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch {
    return null;
  }
}

const colors = { brand: "#9b1c1f", cream: "#f7f1e8", ink: "#111010", taupeDeep: "#6e5d4e" };

/** Artwork full-bleed with a cream label: kind, name and the agency's name. */
export function CategoryOgCard({ entry, art }: { entry: CategoryEntry; art: string | null }) {
  return (
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        position: "relative",
        background: colors.ink,
      }}
    >
      {art ? (
        // eslint-disable-next-line @next/next/no-img-element -- rendered to PNG by the card renderer, not a page
        <img
          src={art}
          alt=""
          width={1200}
          height={630}
          style={{ position: "absolute", inset: 0 }}
        />
      ) : null}
      <div
        style={{
          position: "absolute",
          left: 56,
          bottom: 56,
          display: "flex",
          flexDirection: "column",
          maxWidth: 760,
          padding: "36px 44px",
          background: colors.cream,
          borderLeft: `12px solid ${colors.brand}`,
        }}
      >
        <div
          style={{
            fontSize: 24,
            letterSpacing: 6,
            color: colors.brand,
            textTransform: "uppercase",
          }}
        >
          {kindLabels[entry.kind]}
        </div>
        <div style={{ marginTop: 12, fontSize: 68, lineHeight: 1.05, color: colors.ink }}>
          {entry.name}
        </div>
        <div style={{ marginTop: 20, fontSize: 26, color: colors.taupeDeep }}>{site.name}</div>
      </div>
    </div>
  );
}
