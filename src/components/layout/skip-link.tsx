export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-3 left-3 z-[100] -translate-y-20 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-cream transition-transform focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
