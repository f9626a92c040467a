import { LogoMark } from "@/components/brand/logo";

/** "No blogs available yet.": the empty list, also shown when posts cannot be read. */
export function BlogEmpty() {
  return (
    <div className="flex flex-col items-center border-y border-ink/15 py-20 text-center">
      <LogoMark className="size-12 text-taupe" />
      <p className="mt-6 font-display text-title">No blogs available yet.</p>
    </div>
  );
}
