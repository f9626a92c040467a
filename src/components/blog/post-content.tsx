import { renderPostHtml } from "@/server/blog/post-html";
import { getMediaAlts } from "@/server/media/media-alts";
import { SanitizedPostContent } from "./sanitized-post-content";

/**
 * A post's HTML. It was sanitised when stored and is sanitised again here (docs/decisions/0014),
 * so content written before a rule changed, or straight into the database, is held to the
 * current allow-list too. The site's own images get a srcset through the optimiser, and the
 * media library's alt text where the post wrote none.
 */
export async function PostContent({ html }: { html: string }) {
  return <SanitizedPostContent html={await renderPostHtml(html, await getMediaAlts())} />;
}
