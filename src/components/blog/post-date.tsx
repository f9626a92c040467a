import { formatPostDate } from "@/lib/blog/post-date";

/** A post's date, machine-readable and in the site's fixed locale and time zone. */
export function PostDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatPostDate(iso)}
    </time>
  );
}
