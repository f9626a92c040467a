/** The shape of a BlogCard while posts load; hidden from assistive technology. */
export function BlogCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex flex-col border-t border-ink/15 pt-5"
      data-testid="blog-card-skeleton"
    >
      <div className="aspect-[16/9] animate-pulse bg-cream-deep motion-reduce:animate-none" />
      <div className="mt-5 h-3 w-1/3 animate-pulse bg-cream-deep motion-reduce:animate-none" />
      <div className="mt-4 h-7 w-4/5 animate-pulse bg-cream-deep motion-reduce:animate-none" />
      <div className="mt-4 space-y-2">
        <div className="h-4 animate-pulse bg-cream-deep motion-reduce:animate-none" />
        <div className="h-4 animate-pulse bg-cream-deep motion-reduce:animate-none" />
        <div className="h-4 w-2/3 animate-pulse bg-cream-deep motion-reduce:animate-none" />
      </div>
    </div>
  );
}
