// Shared helpers for the Kursi media generator: palette, seeded RNG, SVG primitives, brand shapes.

/* ------------------------------------------------------------------ palette */
const hex = (n) => n.toString(16).padStart(2, "0");
const toRgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
export const mix = (a, b, t) => {
  const A = toRgb(a);
  const B = toRgb(b);
  return (
    "#" +
    A.map((v, i) => hex(Math.round(v + (B[i] - v) * t)))
      .join("")
      .toUpperCase()
  );
};

const base = {
  red: "#9B1C1F",
  coral: "#F2877A",
  cream: "#F7F1E8",
  taupe: "#A6927F",
  ink: "#111010",
};
// Tints / shades derived only from the five brand colours.
export const C = {
  ...base,
  redDeep: mix(base.red, base.ink, 0.38),
  coralLight: mix(base.coral, base.cream, 0.55),
  creamDeep: mix(base.cream, base.taupe, 0.22),
  taupeLight: mix(base.taupe, base.cream, 0.5),
  inkSoft: mix(base.ink, base.cream, 0.1),
};

// Colour schemes: bg, p(rimary), s(econdary), a(ccent), d(etail), l(ight detail)
export const SCHEMES = {
  cream: { bg: C.cream, p: C.red, s: C.coral, a: C.ink, d: C.taupe, l: C.creamDeep },
  red: { bg: C.red, p: C.coral, s: C.cream, a: C.ink, d: C.redDeep, l: C.coralLight },
  ink: { bg: C.ink, p: C.red, s: C.coral, a: C.cream, d: C.inkSoft, l: C.taupe },
  coral: { bg: C.coral, p: C.red, s: C.cream, a: C.ink, d: C.coralLight, l: C.redDeep },
  sand: { bg: C.creamDeep, p: C.ink, s: C.red, a: C.coral, d: C.taupe, l: C.cream },
  taupe: { bg: C.taupe, p: C.cream, s: C.red, a: C.ink, d: C.taupeLight, l: C.redDeep },
};

/* ---------------------------------------------------------------- seeded rng */
export function rngFor(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

/* ------------------------------------------------------------ svg primitives */
export const n = (v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? 0 : r;
};
const attrs = (o = {}) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : v}"`)
    .join("");

export const svgDoc = (w, h, body, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  (defs ? `<defs>${defs}</defs>` : "") +
  body +
  `</svg>`;

export const rect = (x, y, w, h, fill, o = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, fill, ...o })}/>`;
export const circle = (cx, cy, r, fill, o = {}) => `<circle${attrs({ cx, cy, r, fill, ...o })}/>`;
export const ellipse = (cx, cy, rx, ry, fill, o = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...o })}/>`;
export const path = (d, fill, o = {}) => `<path${attrs({ d, fill, ...o })}/>`;
export const poly = (pts, fill, o = {}) =>
  `<polygon${attrs({ points: pts.map((p) => `${n(p[0])},${n(p[1])}`).join(" "), fill, ...o })}/>`;
export const pline = (pts, stroke, width, o = {}) =>
  `<polyline${attrs({
    points: pts.map((p) => `${n(p[0])},${n(p[1])}`).join(" "),
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linejoin": "round",
    "stroke-linecap": "round",
    ...o,
  })}/>`;
export const line = (x1, y1, x2, y2, stroke, width, o = {}) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, "stroke-width": width, ...o })}/>`;
export const ring = (cx, cy, r, stroke, width, o = {}) =>
  `<circle${attrs({ cx, cy, r, fill: "none", stroke, "stroke-width": width, ...o })}/>`;
export const g = (transform, body, o = {}) => `<g${attrs({ transform, ...o })}>${body}</g>`;
export const rot = (deg, cx, cy) => `rotate(${n(deg)} ${n(cx)} ${n(cy)})`;

// tick ring using a dash array: `count` ticks of width `tw` on radius r
export const ticks = (cx, cy, r, count, tw, len, stroke, o = {}) => {
  const c = 2 * Math.PI * r;
  const step = c / count;
  return ring(cx, cy, r, stroke, len, {
    "stroke-dasharray": `${n(tw)} ${n(step - tw)}`,
    ...o,
  });
};

export const polar = (cx, cy, r, deg) => {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
};
// annular sector from a1 to a2 (degrees, clockwise, a2 > a1)
export const arcBand = (cx, cy, R, r, a1, a2) => {
  const large = a2 - a1 > 180 ? 1 : 0;
  const [x1, y1] = polar(cx, cy, R, a1);
  const [x2, y2] = polar(cx, cy, R, a2);
  const [x3, y3] = polar(cx, cy, r, a2);
  const [x4, y4] = polar(cx, cy, r, a1);
  if (r <= 0)
    return `M${n(cx)} ${n(cy)}L${n(x1)} ${n(y1)}A${n(R)} ${n(R)} 0 ${large} 1 ${n(x2)} ${n(y2)}Z`;
  return `M${n(x1)} ${n(y1)}A${n(R)} ${n(R)} 0 ${large} 1 ${n(x2)} ${n(y2)}L${n(x3)} ${n(y3)}A${n(r)} ${n(r)} 0 ${large} 0 ${n(x4)} ${n(y4)}Z`;
};
export const arcStroke = (cx, cy, r, a1, a2) => {
  const large = a2 - a1 > 180 ? 1 : 0;
  const [x1, y1] = polar(cx, cy, r, a1);
  const [x2, y2] = polar(cx, cy, r, a2);
  return `M${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(x2)} ${n(y2)}`;
};
// rectangle with a semicircular top
export const archD = (x, y, w, h) =>
  `M${n(x)} ${n(y + h)}V${n(y + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)}V${n(y + h)}Z`;
export const heartD = (cx, cy, s) => {
  // s = overall width
  const r = s / 4;
  const k = s / 100;
  return `M${n(cx)} ${n(cy + 42 * k)}L${n(cx - 46 * k)} ${n(cy - 2 * k)}A${n(r * 1.03)} ${n(r * 1.03)} 0 0 1 ${n(cx)} ${n(cy - 34 * k)}A${n(r * 1.03)} ${n(r * 1.03)} 0 0 1 ${n(cx + 46 * k)} ${n(cy - 2 * k)}Z`;
};
export const star4D = (cx, cy, r, pinch = 0.18) => {
  const p = r * pinch;
  return `M${n(cx)} ${n(cy - r)}Q${n(cx + p)} ${n(cy - p)} ${n(cx + r)} ${n(cy)}Q${n(cx + p)} ${n(cy + p)} ${n(cx)} ${n(cy + r)}Q${n(cx - p)} ${n(cy + p)} ${n(cx - r)} ${n(cy)}Q${n(cx - p)} ${n(cy - p)} ${n(cx)} ${n(cy - r)}Z`;
};
export const hexPts = (cx, cy, r, rotDeg = -90) =>
  Array.from({ length: 6 }, (_, i) => polar(cx, cy, r, rotDeg + i * 60));

/* ------------------------------------------------------------ brand shapes */
// Chair-K monogram: 46 x 64 units. Back (stem) + reclined arm + seat + front leg.
export const K_D = "M0 0H12V17L29 0H46L12 34H46V64H34V46H12V64H0Z";
export const K_W = 46;
export const K_H = 64;
export const kMark = (x, y, h, fill, o = {}) =>
  g(`translate(${n(x)} ${n(y)}) scale(${n((h / 64) * 1000) / 1000})`, path(K_D, fill), o);
export const kMarkC = (cx, cy, h, fill, o = {}) =>
  kMark(cx - (h * 46) / 64 / 2, cy - h / 2, h, fill, o);

// KURSI wordmark, 244 x 64 units
export const WORD_PATHS = [
  K_D,
  "M60 0H72V41A11 11 0 0 0 94 41V0H106V41A23 23 0 0 1 60 41Z",
  "M120 0H147A19 19 0 0 1 147 38L166 64H152L133.5 38H132V64H120ZM132 12V26H147A7 7 0 0 0 147 12Z",
  "M215.5 9.5A19 19 0 1 0 199.7 38L199.2 26A7 7 0 1 1 205.1 15.5Z",
  "M199 26A19 19 0 1 1 182.5 54.5L192.9 48.5A7 7 0 1 0 199 38Z",
  "M232 0H244V64H232Z",
];
export const wordmark = (x, y, h, fill) =>
  g(
    `translate(${n(x)} ${n(y)}) scale(${n((h / 64) * 1000) / 1000})`,
    WORD_PATHS.map((d) => path(d, fill, { "fill-rule": "evenodd" })).join(""),
  );

// Chairs, drawn in a unit box of height 100 (width noted per kind)
export const CHAIR_W = { side: 72, front: 72, shell: 90, cantilever: 80, arm: 110, stool: 60 };
export const arrowHead = (x, y, deg, size, fill) =>
  `<polygon points="${n(x)},${n(y)} ${n(x - size)},${n(y - size * 0.6)} ${n(x - size)},${n(y + size * 0.6)}" fill="${fill}" transform="rotate(${n(deg)} ${n(x)} ${n(y)})"/>`;
export function chair(kind, x, y, h, fill, o = {}) {
  const s = h / 100;
  let body = "";
  const f = o.fill2 || fill;
  switch (kind) {
    case "side":
      body = path("M0 0H14V100H0ZM14 52H72V64H14ZM58 64H72V100H58Z", fill);
      break;
    case "front":
      body =
        path(archD(8, 0, 56, 44), fill) +
        rect(0, 50, 72, 12, f, { rx: 2 }) +
        rect(6, 62, 10, 38, fill) +
        rect(56, 62, 10, 38, fill);
      break;
    case "shell":
      body =
        path("M4 46Q-4 8 24 0L30 8Q14 16 18 46Z", fill) +
        path("M0 44H90Q88 66 60 68H28Q2 66 0 44Z", fill) +
        path("M34 68L22 100M58 68L72 100M26 92L66 78M66 92L30 78", "none", {
          stroke: f,
          "stroke-width": 4,
          "stroke-linecap": "round",
        });
      break;
    case "cantilever":
      body =
        path("M14 4L18 56H66A10 10 0 0 1 76 66V84A12 12 0 0 1 64 96H6", "none", {
          stroke: fill,
          "stroke-width": 8,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        }) +
        rect(18, 44, 60, 12, f, { rx: 4 }) +
        g(rot(-4.4, 16, 24), rect(16, 6, 12, 40, f, { rx: 4 }));
      break;
    case "arm":
      body =
        rect(14, 0, 82, 66, fill, { rx: 22 }) +
        rect(0, 36, 26, 56, f, { rx: 13 }) +
        rect(84, 36, 26, 56, f, { rx: 13 }) +
        rect(22, 58, 66, 26, fill, { rx: 8 }) +
        rect(8, 88, 8, 12, fill) +
        rect(94, 88, 8, 12, fill);
      break;
    case "stool":
      body =
        rect(0, 30, 60, 12, fill, { rx: 6 }) +
        poly(
          [
            [8, 42],
            [16, 42],
            [6, 100],
            [0, 100],
          ],
          f,
        ) +
        poly(
          [
            [44, 42],
            [52, 42],
            [60, 100],
            [54, 100],
          ],
          f,
        ) +
        rect(26, 42, 8, 58, f);
      break;
  }
  return g(
    `translate(${n(x)} ${n(y)}) scale(${n(s * 1000) / 1000})`,
    body,
    o.opacity ? { opacity: o.opacity } : {},
  );
}

/* ---------------------------------------------------------------- gradients */
export const linGrad = (id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
  stops
    .map(([off, col, op = 1]) => `<stop offset="${off}" stop-color="${col}" stop-opacity="${op}"/>`)
    .join("") +
  `</linearGradient>`;
export const radGrad = (id, stops, cx = 0.5, cy = 0.5, r = 0.5, fx, fy) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fx !== undefined ? ` fx="${fx}" fy="${fy}"` : ""}>` +
  stops
    .map(([off, col, op = 1]) => `<stop offset="${off}" stop-color="${col}" stop-opacity="${op}"/>`)
    .join("") +
  `</radialGradient>`;

// Context for collecting <defs> while composing
export function makeCtx(prefix) {
  let i = 0;
  const defs = [];
  return {
    id: (p = "d") => `${prefix}${p}${i++}`,
    def: (s) => defs.push(s),
    defs: () => defs.join(""),
  };
}

export const dotGrid = (x, y, cols, rows, gap, r, fill, o = {}) => {
  let s = "";
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) s += circle(x + i * gap, y + j * gap, r, fill);
  return g(undefined, s, o);
};
export const plus = (cx, cy, size, t, fill) =>
  rect(cx - size / 2, cy - t / 2, size, t, fill) + rect(cx - t / 2, cy - size / 2, t, size, fill);

export const ease = {
  outCubic: (t) => 1 - Math.pow(1 - t, 3),
  inOut: (t) => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2),
  outBack: (t) => {
    const c1 = 1.70158;
    const c3 = c1 + 1;
    return 1 + c3 * Math.pow(t - 1, 3) + c1 * Math.pow(t - 1, 2);
  },
};
export const clamp01 = (v) => Math.max(0, Math.min(1, v));
