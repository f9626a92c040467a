// Motion pieces: each frame is an SVG rendered with sharp and piped as raw RGB into ffmpeg.
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  C,
  n,
  svgDoc,
  rect,
  circle,
  ellipse,
  path as p,
  poly,
  line,
  ring,
  g,
  rot,
  ticks,
  polar,
  arcBand,
  archD,
  K_D,
  WORD_PATHS,
  chair,
  linGrad,
  rngFor,
  ease,
  clamp01,
} from "./lib.mjs";

const VW = 1280;
const VH = 720;
const FPS = 24;
const TAU = Math.PI * 2;
const seg = (t, a, b) => clamp01((t - a) / (b - a));

/* ----------------------------------------------------------- brand identity */
function brandFrame(t) {
  const cx = 450,
    cy = 360;
  let s = rect(0, 0, VW, VH, C.cream);
  // soft taupe construction lines
  s += line(0, cy, VW, cy, C.taupe, 1.2, { opacity: 0.35 * seg(t, 0.2, 1) });
  s += line(cx, 0, cx, VH, C.taupe, 1.2, { opacity: 0.35 * seg(t, 0.2, 1) });
  // tick ring
  const tr = seg(t, 0.4, 1.4);
  s += g(rot(t * 14, cx, cy), ticks(cx, cy, 282, 72, 2.2, 16, C.ink), { opacity: n(tr) });
  s += g(rot(-t * 9, cx, cy), ticks(cx, cy, 300, 12, 5, 10, C.red), { opacity: n(tr) });
  // disc
  const dr = 230 * ease.outBack(seg(t, 0, 0.9));
  if (dr > 0.5) s += circle(cx, cy, dr, C.red);
  // coral sweep
  const sw = ease.inOut(seg(t, 0.8, 2.8)) * 359.9;
  if (sw >= 359) s += ring(cx, cy, 255, C.coral, 14);
  else if (sw > 0.5) s += p(arcBand(cx, cy, 262, 248, -90 + t * 20, -90 + t * 20 + sw), C.coral);
  // orbiting dot
  const [ox, oy] = polar(cx, cy, 255, -90 + t * 70);
  s += circle(ox, oy, 9, C.ink, { opacity: n(seg(t, 2.6, 3.2)) });
  // K assembly (46 x 64 units, height 300 px)
  const k = 300 / 64;
  const kx = cx - 23 * k,
    ky = cy - 32 * k;
  const piece = (d, a, b, dx, dy) => {
    const e = ease.outCubic(seg(t, a, b));
    if (e <= 0) return "";
    return g(`translate(${n(dx * (1 - e))} ${n(dy * (1 - e))})`, p(d, C.cream), {
      opacity: n(Math.min(1, e * 1.6)),
    });
  };
  let kk = "";
  if (t < 2.5) {
    kk += piece("M0 0H12.4V64H0Z", 1.0, 1.6, 0, -60);
    kk += piece("M12 17L29 0H46L12 34Z", 1.25, 1.85, 40, -40);
    kk += piece("M11.6 34H46V46H11.6Z", 1.5, 2.1, 50, 0);
    kk += piece("M34 45.6H46V64H34Z", 1.75, 2.35, 0, 40);
  } else kk = p(K_D, C.cream);
  s += g(`translate(${n(kx)} ${n(ky)}) scale(${n(k * 1000) / 1000})`, kk);
  // wordmark, letter by letter
  const wx = 810,
    wy = 290,
    wh = 84,
    ws = wh / 64;
  let wm = "";
  WORD_PATHS.forEach((d, i) => {
    const li = i >= 4 ? i - 1 : i; // S uses two paths
    const e = ease.outCubic(seg(t, 2.6 + li * 0.09, 3.2 + li * 0.09));
    if (e > 0)
      wm += g(`translate(0 ${n(30 * (1 - e))})`, p(d, C.ink, { "fill-rule": "evenodd" }), {
        opacity: n(e),
      });
  });
  s += g(`translate(${wx} ${wy}) scale(${n(ws * 1000) / 1000})`, wm);
  // underline bars
  [
    [C.red, 130],
    [C.coral, 64],
    [C.taupe, 32],
  ].reduce((x, [col, w], i) => {
    const e = ease.outCubic(seg(t, 3.2 + i * 0.15, 3.9 + i * 0.15));
    if (e > 0) s += rect(x, 416, w * e, 10, col);
    return x + w + 14;
  }, wx);
  // swatches
  [C.red, C.coral, C.taupe, C.ink, C.creamDeep].forEach((col, i) => {
    const e = ease.outBack(seg(t, 3.7 + i * 0.12, 4.2 + i * 0.12));
    if (e > 0)
      s += circle(
        wx + 18 + i * 52,
        486,
        Math.max(0, 18 * e),
        col,
        col === C.creamDeep ? { stroke: C.taupe, "stroke-width": 1.5 } : {},
      );
  });
  // fade to cream for a seamless loop
  const out = seg(t, 6.4, 7);
  if (out > 0) s += rect(0, 0, VW, VH, C.cream, { opacity: n(out) });
  return svgDoc(VW, VH, s);
}

/* ------------------------------------------------------ creative multimedia */
function creativeFrame(t) {
  const T = 7;
  const ph = t / T; // 0..1 loop phase
  const cx = 640,
    cy = 360;
  let s = rect(0, 0, VW, VH, C.coral);
  let rays = "";
  for (let i = 0; i < 16; i++)
    rays += p(arcBand(cx, cy, 900, 0, i * 22.5, i * 22.5 + 11.25), C.coralLight, { opacity: 0.5 });
  s += g(rot(ph * 22.5, cx, cy), rays);
  // expanding rings
  for (let k = 0; k < 3; k++) {
    const q = (ph * 3 + k / 3) % 1;
    s += ring(cx, cy, 240 + q * 520, C.cream, 3, { opacity: n(0.7 * (1 - q)) });
  }
  let bands = "";
  for (let i = 0; i < 12; i++)
    bands += p(arcBand(cx, cy, 300, 190, i * 30, i * 30 + 15), i % 2 ? C.red : C.ink);
  s += g(rot(-ph * 60, cx, cy), bands);
  s += ring(cx, cy, 322, C.ink, 2.5);
  for (let i = 0; i < 12; i++) {
    const [x, y] = polar(cx, cy, 245, i * 30 + 22.5 + ph * 120);
    const r = 20 + 8 * Math.sin(TAU * (ph * 2) + i * 0.9);
    s += circle(x, y, r, i % 3 === 0 ? C.cream : C.coral);
  }
  s += circle(cx, cy, 165, C.cream);
  s += g(rot(ph * 360, cx, cy), ticks(cx, cy, 148, 60, 2.5, 14, C.red));
  const pr = 122 * (1 + 0.04 * Math.sin(TAU * ph * 4));
  s += circle(cx, cy, pr, C.ink);
  s += poly(
    [
      [cx - 36, cy - 58],
      [cx - 36, cy + 58],
      [cx + 62, cy],
    ],
    C.coral,
  );
  // waveform
  for (let i = 0; i < 64; i++) {
    const env = 1 - Math.abs(i - 31.5) / 44;
    const h =
      8 +
      Math.abs(Math.sin(TAU * ph * 3 + i * 0.42) * 34 + Math.sin(TAU * ph * 5 - i * 1.3) * 14) *
        env;
    s += rect(128 + i * 16, 676 - h / 2, 8, h, C.ink, { rx: 4 });
  }
  return svgDoc(VW, VH, s);
}

/* --------------------------------------------------- experiential marketing */
const confettiSeed = (() => {
  const R = rngFor("video:confetti");
  return Array.from({ length: 46 }, () => ({
    x: R.range(300, 980),
    y: R.range(0, 800),
    k: R.pick([1, 1, 2]),
    r0: R.range(0, 360),
    col: R.pick([C.coral, C.cream, C.taupe, C.coral]),
    shape: R.int(0, 2),
    sway: R.range(6, 18),
  }));
})();
function experientialFrame(t) {
  const T = 7;
  const ph = t / T;
  const ax = 300,
    aw = 680,
    ay = 50;
  let s = rect(0, 0, VW, VH, C.ink);
  s += circle(120, 110, 36, C.red) + circle(1160, 110, 36, C.red);
  s += p(archD(ax - 28, ay - 28, aw + 56, VH), C.coral);
  s += p(archD(ax, ay, aw, VH), C.redDeep);
  let inner = "";
  for (let i = 0; i < 6; i++) {
    const sway = 3 * Math.sin(TAU * ph * 2 + i * 0.6);
    inner += rect(ax + i * 30 + sway, ay, 16, VH, C.red, { opacity: n(0.8 - i * 0.12) });
    inner += rect(ax + aw - 16 - i * 30 - sway, ay, 16, VH, C.red, { opacity: n(0.8 - i * 0.12) });
  }
  inner += rect(ax, 560, aw, 200, C.red);
  const spot = (ox, phase) => {
    const tx = 640 + 150 * Math.sin(TAU * ph + phase);
    return (
      poly(
        [
          [ox - 16, ay],
          [ox + 16, ay],
          [tx + 120, 590],
          [tx - 120, 590],
        ],
        "url(#cone)",
      ) + ellipse(tx, 590, 130, 26, C.coral, { opacity: 0.55 })
    );
  };
  inner += spot(470, 0) + spot(810, Math.PI * 0.8);
  for (const c of confettiSeed) {
    const y = ((c.y + ph * 800 * c.k) % 800) - 40;
    const x = c.x + c.sway * Math.sin(TAU * ph * 2 + c.r0);
    const a = c.r0 + ph * 360 * c.k;
    if (c.shape === 0) inner += g(rot(a, x, y), rect(x - 5, y - 10, 10, 20, c.col, { rx: 2 }));
    else if (c.shape === 1) inner += circle(x, y, 6, c.col);
    else
      inner += g(
        rot(a, x, y),
        poly(
          [
            [x, y - 9],
            [x + 8, y + 6],
            [x - 8, y + 6],
          ],
          c.col,
        ),
      );
  }
  s += g(undefined, inner, { "clip-path": "url(#arch)" });
  s += chair("front", 575, 420, 180, C.cream, { fill2: C.coralLight });
  for (let i = 0; i < 12; i++) {
    const x = 40 + i * 110 + (i % 2) * 16;
    const bob = 6 * Math.max(0, Math.sin(TAU * ph * 3 + i * 1.7));
    const r = 28 + (i % 3) * 4;
    const base = 780 - (i % 2) * 10 - bob;
    const bw = r * 3.1;
    const top = base - r * 3.4;
    s += p(
      `M${n(x - bw / 2)} ${n(base)}V${n(top + bw / 2)}A${n(bw / 2)} ${n(bw / 2)} 0 0 1 ${n(x + bw / 2)} ${n(top + bw / 2)}V${n(base)}Z`,
      C.ink,
    );
    s += circle(x, top - r * 1.25, r, C.ink);
  }
  const defs =
    linGrad("cone", [
      [0, C.cream, 0.5],
      [1, C.cream, 0.05],
    ]) + `<clipPath id="arch"><path d="${archD(ax, ay, aw, VH)}"/></clipPath>`;
  return svgDoc(VW, VH, s, defs);
}

export const VIDEOS = {
  "brand-identity": { frame: brandFrame, seconds: 7, poster: 5.2 },
  "creative-multimedia": { frame: creativeFrame, seconds: 7, poster: 1.1 },
  "experiential-marketing": { frame: experientialFrame, seconds: 7, poster: 2.3 },
};

export async function renderVideo(name, outDir, crf = 30) {
  const v = VIDEOS[name];
  const file = path.join(outDir, "video", `${name}.mp4`);
  await mkdir(path.dirname(file), { recursive: true });
  const ff = spawn(
    "ffmpeg",
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${VW}x${VH}`,
      "-r",
      String(FPS),
      "-i",
      "-",
      "-an",
      "-vf",
      "scale=out_color_matrix=bt709:out_range=tv",
      "-colorspace",
      "bt709",
      "-color_primaries",
      "bt709",
      "-color_trc",
      "bt709",
      "-color_range",
      "tv",
      "-c:v",
      "libx264",
      "-profile:v",
      "main",
      "-pix_fmt",
      "yuv420p",
      "-preset",
      "slow",
      "-tune",
      "animation",
      "-crf",
      String(crf),
      "-g",
      String(FPS * 2),
      "-movflags",
      "+faststart",
      file,
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise((res, rej) =>
    ff.on("close", (code) => (code === 0 ? res() : rej(new Error(`ffmpeg exited ${code}`)))),
  );
  const frames = Math.round(v.seconds * FPS);
  for (let i = 0; i < frames; i++) {
    const buf = await sharp(Buffer.from(v.frame(i / FPS)))
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ff.stdin.write(buf)) await new Promise((r) => ff.stdin.once("drain", r));
  }
  ff.stdin.end();
  await done;
  return { mp4: file, poster: v.frame(v.poster) };
}
