import { sanitizePostHtml } from "@/server/blog/sanitize";
import { SanitizedPostContent } from "./sanitized-post-content";

/**
 * A post's HTML. It was sanitised when stored and is sanitised again here (docs/decisions/0014),
 * so content written before a rule changed, or straight into the database, is held to the
 * current allow-list too.
 */
export function PostContent({ html }: { html: string }) {
  return <SanitizedPostContent html={sanitizePostHtml(html)} />;
}
