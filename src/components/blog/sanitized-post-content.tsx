import styles from "./post-content.module.css";

/**
 * Post HTML that has already been through sanitizePostHtml on the server (PostContent does it
 * for the public page, the admin's preview action for the preview), in the article's
 * typography. Never give it HTML that has not.
 */
export function SanitizedPostContent({ html }: { html: string }) {
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
