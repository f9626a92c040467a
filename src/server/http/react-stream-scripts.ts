/**
 * React's streaming runtime: the inline scripts react-dom/server writes when a Suspense
 * boundary finishes after the page shell (a page rendered on demand and cached, whose "Other
 * Posts" arrive after the article). They only move server-rendered HTML into place. Recognised
 * exactly, as definitions React writes verbatim followed by one call with React's own ids, so
 * an injected script still gets no CSP hash. The texts are React 19.3's; the unit test streams
 * a page through the installed React and fails if they change.
 */

/** Records when the page first painted, for the reveal throttle below. */
import "server-only";
export const REACT_PAINT_TIMER = "requestAnimationFrame(function(){$RT=performance.now()});";

/** Reveals completed boundaries ($RB batch, $RV reveal, $RC complete). */
const COMPLETE_BOUNDARY =
  '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];null!==e.parentNode&&e.parentNode.removeChild(e);var f=c.parentNode;if(f){var g=c.previousSibling,h=0;do{if(c&&8===c.nodeType){var d=c.data;if("/$"===d||"/&"===d)if(0===h)break;else h--;else"$"!==d&&"$?"!==d&&"$~"!==d&&"$!"!==d&&"&"!==d||h++}d=c.nextSibling;f.removeChild(c);c=d}while(c);for(;e.firstChild;)f.insertBefore(e.firstChild,c);g.data="$";g._reactRetry&&requestAnimationFrame(g._reactRetry)}}a.length=0};\n$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?(a.previousSibling.data="$~",$RB.push(a,b),2===$RB.length&&("number"!==typeof $RT?requestAnimationFrame($RV.bind(null,$RB)):(a=performance.now(),setTimeout($RV.bind(null,$RB),2300>a&&2E3<a?2300-a:$RT+300-a)))):b.parentNode.removeChild(b)};';

/** Moves a completed segment into place. */
const COMPLETE_SEGMENT =
  "$RS=function(a,b){a=document.getElementById(a);b=document.getElementById(b);for(a.parentNode.removeChild(a);a.firstChild;)b.parentNode.insertBefore(a.firstChild,b);b.parentNode.removeChild(b)};";

/** Marks a boundary that failed on the server for rendering in the browser. */
const CLIENT_RENDER =
  '$RX=function(b,c,d,e,f){var a=document.getElementById(b);a&&(b=a.previousSibling,b.data="$!",a=a.dataset,null!=c&&(a.dgst=c),d&&(a.msg=d),e&&(a.stck=e),f&&(a.cstck=f),b._reactRetry&&b._reactRetry())};';

const DEFINITIONS = [COMPLETE_BOUNDARY, COMPLETE_SEGMENT, CLIENT_RENDER];

/** A JavaScript string literal as React writes one (JSON-escaped), or null. */
const STRING_ARG = String.raw`(?:"(?:[^"\\\n\r\u2028\u2029]|\\.)*"|null)`;

/**
 * The calls, with ids as React writes them (boundary B:, segment S:, placeholder P:, in hex);
 * a client-render call may carry the error's digest (and, in development, message and stacks).
 */
const CALL = new RegExp(
  String.raw`^(?:\$RC\("B:[0-9a-f]+","S:[0-9a-f]+"\)|\$RS\("S:[0-9a-f]+","P:[0-9a-f]+"\)|\$RX\("B:[0-9a-f]+"(?:,${STRING_ARG}){0,4}\))$`,
);

/** Whether an inline script is exactly one of React's streaming instructions. */
export function isReactStreamingScript(body: string): boolean {
  if (body === REACT_PAINT_TIMER) return true;
  let rest = body;
  const unused = new Set(DEFINITIONS);
  for (let found = true; found;) {
    found = false;
    for (const definition of unused) {
      if (rest.startsWith(definition)) {
        rest = rest.slice(definition.length);
        unused.delete(definition);
        found = true;
      }
    }
  }
  // React separates a client-render definition from its call with an extra semicolon.
  if (rest.startsWith(";") && !unused.has(CLIENT_RENDER)) rest = rest.slice(1);
  return CALL.test(rest);
}
