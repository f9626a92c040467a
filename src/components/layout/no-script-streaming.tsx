/**
 * Without JavaScript, content that React streamed after the page's shell (the Thought Hub's cards
 * behind their skeletons, a post's Other Posts) would stay in its hidden template at the end of
 * the body. This shows it, hides the loading fallbacks, and keeps the footer last. The rules sit
 * in Tailwind's first layer: an !important declaration in an earlier layer beats the preflight's
 * `[hidden] { display: none !important }`.
 */
const NO_SCRIPT_CSS = `@layer theme{${[
  '[hidden][id^="S:"]{display:block!important}',
  "[data-loading-fallback]{display:none!important}",
  "body{display:flex!important;flex-direction:column}",
  "body>footer{order:1}",
].join("")}}`;

export function NoScriptStreaming() {
  return (
    <noscript>
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>
  );
}
