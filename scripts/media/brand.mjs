// Brand assets: logo mark, wordmark, emblem, OG card, favicon.
import {
  C,
  svgDoc,
  rect,
  circle,
  path,
  kMark,
  kMarkC,
  wordmark,
  WORD_PATHS,
  chair,
  archD,
  polar,
  dotGrid,
  ticks,
} from "./lib.mjs";

// Chair-K in an 80x80 box: back/stem, reclined arm, seat and front leg in one outline.
const LOGO_D = "M17 8H29V25L46 8H63L29 42H63V72H51V54H29V72H17Z";

export const logoMarkSvg = (fill = C.red) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="80" height="80" role="img" aria-label="Kursi">` +
  `<path fill="${fill}" d="${LOGO_D}"/></svg>\n`;

export const wordmarkSvg = (fill = "currentColor") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 244 64" width="244" height="64" role="img" aria-label="Kursi">` +
  `<g fill="${fill}" fill-rule="evenodd">` +
  WORD_PATHS.map((d) => `<path d="${d}"/>`).join("") +
  `</g></svg>\n`;

// Circular emblem. The outer group (#ring) is built for rotation; #core holds the chair.
// The tagline "EVERY BRAND HAS ITS EMPTY CHAIR •" is encoded as glyph-blocks: one bar per
// letter, wider gaps between words, a red dot as the bullet — no fonts involved.
export function emblemSvg() {
  const { ring, core } = emblemParts();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="Every brand has its empty chair">` +
    ring +
    core +
    `</svg>\n`
  );
}

/** The emblem's ring alone, for the site to turn over a still chair. */
export function emblemRingSvg() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">` +
    emblemParts().ring +
    `</svg>\n`
  );
}

function emblemParts() {
  const cx = 120;
  const cy = 120;
  const words = ["EVERY", "BRAND", "HAS", "ITS", "EMPTY", "CHAIR"];
  // approximate relative glyph widths so the blocks read like set type
  const gw = {
    E: 0.8,
    V: 0.95,
    R: 0.85,
    Y: 0.9,
    B: 0.85,
    A: 0.95,
    N: 0.95,
    D: 0.9,
    H: 0.9,
    S: 0.8,
    I: 0.3,
    T: 0.85,
    M: 1.15,
    P: 0.8,
    C: 0.85,
  };
  const LG = 0.42; // letter gap
  const WG = 1.7; // word gap
  const BG = 4.2; // bullet slot
  const r = 102;
  const circ = 2 * Math.PI * r;
  const REPEAT = 2;
  let units = 0;
  words.forEach((w, wi) => {
    [...w].forEach(
      (ch, i) => (units += gw[ch] + (i < w.length - 1 ? LG : wi < words.length - 1 ? WG : BG)),
    );
  });
  const u = circ / (units * REPEAT);
  const dash = [];
  for (let k = 0; k < REPEAT; k++)
    words.forEach((w, wi) => {
      [...w].forEach((ch, i) => {
        dash.push(gw[ch] * u);
        dash.push((i < w.length - 1 ? LG : wi < words.length - 1 ? WG : BG) * u);
      });
    });
  // rotate so the bullet slot sits at the top
  const bulletCenter = circ - (u * BG) / 2;
  const startDeg = -90 - (bulletCenter / circ) * 360;
  const bullets = Array.from({ length: REPEAT }, (_, k) =>
    polar(cx, cy, r, -90 + (k * 360) / REPEAT),
  );
  const f = (v) => Math.round(v * 1000) / 1000;
  const glyphRing =
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.ink}" stroke-width="9" ` +
    `stroke-dasharray="${dash.map(f).join(" ")}" transform="rotate(${f(startDeg)} ${cx} ${cy})"/>`;
  const tickC = 2 * Math.PI * 84;
  const ringG =
    `<g id="ring">` +
    `<circle cx="${cx}" cy="${cy}" r="117" fill="none" stroke="${C.red}" stroke-width="3"/>` +
    glyphRing +
    bullets
      .map(([bx, by]) => `<circle cx="${f(bx)}" cy="${f(by)}" r="4" fill="${C.red}"/>`)
      .join("") +
    `<circle cx="${cx}" cy="${cy}" r="90" fill="none" stroke="${C.red}" stroke-width="1.5"/>` +
    `<circle cx="${cx}" cy="${cy}" r="84" fill="none" stroke="${C.ink}" stroke-width="6" stroke-dasharray="1.4 ${f(tickC / 72 - 1.4)}"/>` +
    `</g>`;
  // core: red disc with the empty chair knocked out (transparent), evenodd.
  const disc = `M${cx} 48A72 72 0 1 1 ${cx} 192A72 72 0 1 1 ${cx} 48Z`;
  // front-facing chair, 64 wide x 82 tall, centred
  const x0 = cx - 32;
  const y0 = 76;
  const chairD =
    `M${x0 + 6} ${y0 + 38}V${y0 + 24}A26 26 0 0 1 ${x0 + 58} ${y0 + 24}V${y0 + 38}Z` + // back
    `M${x0} ${y0 + 44}H${x0 + 64}V${y0 + 55}H${x0}Z` + // seat
    `M${x0 + 5} ${y0 + 55}H${x0 + 14}V${y0 + 86}H${x0 + 5}Z` + // legs
    `M${x0 + 50} ${y0 + 55}H${x0 + 59}V${y0 + 86}H${x0 + 50}Z`;
  const core = `<g id="core"><path fill="${C.red}" fill-rule="evenodd" d="${disc}${chairD}"/></g>`;
  return { ring: ringG, core };
}

export function ogSvg() {
  const W = 1200;
  const H = 630;
  let s = rect(0, 0, W, H, C.cream);
  // right-hand composition: big red disc cropped by the edge, coral arch, cream chair
  s += circle(1010, 330, 360, C.red);
  s += path(archD(790, 150, 300, 520), C.coral);
  s += path(archD(835, 205, 210, 470), C.redDeep);
  s += chair("front", 900, 410, 130, C.cream);
  s += rect(640, 540, 560, 90, C.ink);
  s += circle(598, 118, 44, C.coral);
  s += ticks(1010, 330, 392, 96, 2, 16, C.red, { opacity: 0.55 });
  // left: logo lock-up
  s += kMark(90, 96, 150, C.red);
  s += wordmark(92, 360, 86, C.ink);
  s += rect(92, 482, 120, 10, C.red);
  s += rect(226, 482, 60, 10, C.coral);
  s += rect(300, 482, 30, 10, C.taupe);
  s += dotGrid(92, 560, 6, 1, 26, 4, C.taupe);
  return svgDoc(W, H, s);
}

export function faviconSvg() {
  const S = 512;
  return svgDoc(S, S, rect(0, 0, S, S, C.red, { rx: 112 }) + kMarkC(256, 256, 300, C.cream));
}
