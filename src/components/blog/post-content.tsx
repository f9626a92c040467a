import { sanitizePostHtml } from "@/server/blog/sanitize";
import styles from "./post-content.module.css";

/**
 * A post's HTML. It was sanitised when stored and is sanitised again here (READING.md point 18),
 * so content written before a rule changed, or straight into the database, is held to the
 * current allow-list too.
 */
export function PostContent({ html }: { html: string }) {
  return (
    <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizePostHtml(html) }} />
  );
}
