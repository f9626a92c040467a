import styles from "./admin.module.css";

/** Shown while anything is saving or loading: an indeterminate bar across the top. */
export function ProgressBar({ label }: { label: string }) {
  return (
    <div role="progressbar" aria-label={label} className={styles.progressTrack}>
      <div className={styles.progressBar} />
    </div>
  );
}
