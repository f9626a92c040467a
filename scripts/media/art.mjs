// Raster compositions: category heroes, work samples, blog art, team portraits, textures.
// Every function returns a full SVG string. Randomness comes only from the seeded rng.
import {
  C,
  SCHEMES,
  mix,
  n,
  svgDoc,
  rect,
  circle,
  ellipse,
  path,
  poly,
  pline,
  line,
  ring,
  g,
  rot,
  ticks,
  polar,
  arcBand,
  arcStroke,
  archD,
  heartD,
  star4D,
  hexPts,
  kMark,
  kMarkC,
  wordmark,
  chair,
  linGrad,
  radGrad,
  makeCtx,
  dotGrid,
  plus,
  rngFor,
  arrowHead,
} from "./lib.mjs";

const doc = (W, H, X, bg, body) => svgDoc(W, H, rect(0, 0, W, H, bg) + body, X.defs());

/* ------------------------------------------------------------ shared motifs */
const browser = (x, y, w, h, c, X, opt = {}) => {
  const bar = opt.bar ?? 54;
  let s = rect(x, y, w, h, opt.fill ?? C.cream, { rx: 22 });
  s += path(
    `M${x} ${y + bar}V${y + 22}A22 22 0 0 1 ${x + 22} ${y}H${x + w - 22}A22 22 0 0 1 ${x + w} ${y + 22}V${y + bar}Z`,
    opt.barFill ?? C.creamDeep,
  );
  [C.red, C.coral, C.taupe].forEach(
    (col, i) => (s += circle(x + 34 + i * 30, y + bar / 2, 9, col)),
  );
  s += rect(x + 150, y + bar / 2 - 11, Math.min(420, w * 0.45), 22, opt.fill ?? C.cream, {
    rx: 11,
  });
  return s;
};
const bars = (x, y, widths, h, gap, fill) =>
  widths.map((w, i) => rect(x, y + i * (h + gap), w, h, fill, { rx: h / 2 })).join("");
const cursor = (x, y, s, fill, stroke) =>
  g(
    `translate(${x} ${y}) scale(${s})`,
    path("M0 0V40L11 29L19 47L26 44L18 26H33Z", fill, {
      stroke,
      "stroke-width": 3,
      "stroke-linejoin": "round",
    }),
  );
const capsule2 = (x, y, w, h, deg, c1, c2) => {
  const r = h / 2;
  return g(
    rot(deg, x + w / 2, y + h / 2),
    rect(x, y, w, h, c1, { rx: r }) +
      path(`M${x + w / 2} ${y}H${x + r}A${r} ${r} 0 0 0 ${x + r} ${y + h}H${x + w / 2}Z`, c2),
  );
};
const bubble = (x, y, w, h, fill, tail = "left") => {
  const r = Math.min(h / 2, 60);
  const tx = tail === "left" ? x + w * 0.18 : x + w * 0.82;
  const dir = tail === "left" ? -1 : 1;
  return (
    rect(x, y, w, h, fill, { rx: r }) +
    poly(
      [
        [tx - 40, y + h - 4],
        [tx + dir * 30, y + h + 70],
        [tx + 44, y + h - 4],
      ],
      fill,
    )
  );
};
const person = (cx, baseY, headR, fill, headFill = fill) => {
  const bw = headR * 3.1;
  const top = baseY - headR * 3.4;
  return (
    path(
      `M${cx - bw / 2} ${baseY}V${top + bw / 2}A${bw / 2} ${bw / 2} 0 0 1 ${cx + bw / 2} ${top + bw / 2}V${baseY}Z`,
      fill,
    ) + circle(cx, top - headR * 1.25, headR, headFill)
  );
};
const gear = (cx, cy, r, teeth, fill, hole, holeR) => {
  const toothW = ((2 * Math.PI * r) / teeth) * 0.5;
  return (
    ring(cx, cy, r, fill, r * 0.22, {
      "stroke-dasharray": `${n(toothW)} ${n((2 * Math.PI * r) / teeth - toothW)}`,
    }) +
    circle(cx, cy, r * 0.9, fill) +
    circle(cx, cy, holeR ?? r * 0.32, hole)
  );
};
const confetti = (R, x0, y0, w, h, count, cols, avoid = () => false) => {
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + R() * w;
    const y = y0 + R() * h;
    if (avoid(x, y)) continue;
    const col = R.pick(cols);
    const k = R();
    const a = R.range(0, 180);
    if (k < 0.45) s += g(rot(a, x, y), rect(x - 7, y - 14, 14, 28, col, { rx: 2 }));
    else if (k < 0.75) s += circle(x, y, R.range(6, 10), col);
    else
      s += g(
        rot(a, x, y),
        poly(
          [
            [x, y - 13],
            [x + 12, y + 9],
            [x - 12, y + 9],
          ],
          col,
        ),
      );
  }
  return s;
};

/* ======================================================= CATEGORY HEROES (1600x900) */
const W = 1600;
const H = 900;

export const CATEGORIES = {
  BrandIdentity: [
    "cream",
    (c, R, X) => {
      let s = "";
      const cx = 1110,
        cy = 450,
        r = 320;
      s +=
        line(0, cy, W, cy, C.ink, 1.5, { opacity: 0.22 }) +
        line(cx, 0, cx, H, C.ink, 1.5, { opacity: 0.22 });
      s += line(cx - 520, cy - 520, cx + 520, cy + 520, C.ink, 1.5, { opacity: 0.16 });
      s += circle(cx, cy, r, c.p);
      s += ring(cx, cy, r + 46, C.ink, 1.5, { opacity: 0.35, "stroke-dasharray": "6 10" });
      s += ring(cx, cy, r * 0.56, C.cream, 1.5, { opacity: 0.4 });
      s += kMarkC(cx, cy, 340, C.cream);
      // registration marks
      [
        [cx - r - 46, cy],
        [cx + r + 46, cy],
        [cx, cy - r - 46],
        [cx, cy + r + 46],
      ].forEach(([x, y]) => {
        s +=
          ring(x, y, 12, C.ink, 2) +
          line(x - 22, y, x + 22, y, C.ink, 2) +
          line(x, y - 22, x, y + 22, C.ink, 2);
      });
      s += wordmark(140, 170, 84, C.ink);
      [C.red, C.coral, C.taupe, C.ink, C.creamDeep].forEach((col, i) => {
        s += rect(140 + i * 104, 520, 84, 220, col, { rx: 42 });
      });
      s += rect(140, 790, 500, 4, C.ink, { opacity: 0.8 });
      return s;
    },
  ],

  CreativeDesign: [
    "coral",
    (c, R, X) => {
      let s = "";
      s += path("M0 900A430 430 0 0 1 860 900Z", C.cream);
      s += ring(430, 900, 520, C.ink, 2, { opacity: 0.5 });
      s += g(rot(45, 1060, 380), rect(900, 220, 320, 320, C.red));
      s += ring(1060, 380, 275, C.ink, 2);
      s += circle(1060, 160, 46, C.cream);
      s += poly(
        [
          [1230, 900],
          [1600, 330],
          [1600, 900],
        ],
        C.ink,
      );
      s += path("M150 330C360 90 560 560 820 290S1180 120 1330 250", "none", {
        stroke: C.ink,
        "stroke-width": 34,
        "stroke-linecap": "round",
      });
      s += dotGrid(110, 100, 6, 4, 34, 5, C.cream);
      [C.red, C.cream, C.ink].forEach(
        (col, i) => (s += rect(1360, 80 + i * 42, 150, 26, col, { rx: 13 })),
      );
      s += chair("cantilever", 330, 560, 290, C.red, { fill2: C.ink });
      return s;
    },
  ],

  DigitalPresence: [
    "ink",
    (c, R, X) => {
      const gid = X.id("g");
      X.def(
        radGrad(gid, [
          [0, C.red, 0.9],
          [1, C.red, 0],
        ]),
      );
      let s = circle(760, 430, 620, `url(#${gid})`);
      const bx = 200,
        by = 150,
        bw = 920,
        bh = 600;
      s += browser(bx, by, bw, bh, c, X);
      s += rect(bx + 40, by + 96, 520, 250, C.red, { rx: 14 });
      s += chair("front", bx + 380, by + 170, 150, C.cream);
      s += bars(bx + 80, by + 150, [220, 160, 100], 20, 18, C.coral);
      s += bars(bx + 600, by + 110, [260, 220, 240, 150], 16, 22, C.taupe);
      s += rect(bx + 600, by + 270, 150, 52, C.ink, { rx: 26 });
      [0, 1, 2].forEach((i) => {
        s += rect(bx + 40 + i * 286, by + 380, 266, 180, i === 1 ? C.coral : C.creamDeep, {
          rx: 14,
        });
        s += circle(bx + 90 + i * 286, by + 430, 24, i === 1 ? C.cream : C.red);
        s += bars(bx + 70 + i * 286, by + 490, [180, 120], 14, 14, i === 1 ? C.cream : C.taupe);
      });
      s += rect(1190, 250, 270, 540, C.coral, { rx: 40 });
      s += rect(1208, 300, 234, 440, C.cream, { rx: 14 });
      s += rect(1290, 270, 70, 10, C.redDeep, { rx: 5 });
      s += rect(1224, 320, 202, 150, C.red, { rx: 10 }) + kMarkC(1325, 395, 80, C.cream);
      s += bars(1224, 494, [190, 140, 170], 14, 14, C.taupe);
      s +=
        rect(1224, 600, 98, 120, C.creamDeep, { rx: 10 }) +
        rect(1330, 600, 96, 120, C.ink, { rx: 10 });
      s += cursor(700, 420, 2.2, C.ink, C.cream);
      return s;
    },
  ],

  SocialMedia: [
    "red",
    (c, R, X) => {
      let s = "";
      s +=
        ring(1250, 400, 200, C.coral, 3) +
        ring(1250, 400, 270, C.coral, 3, { opacity: 0.6 }) +
        ring(1250, 400, 340, C.coral, 3, { opacity: 0.3 });
      s += path(heartD(1250, 400, 260), C.cream);
      s += circle(1370, 280, 40, C.ink) + circle(1370, 280, 12, C.coral);
      s += bubble(150, 150, 640, 230, C.cream, "left");
      [0, 1, 2].forEach((i) => (s += circle(370 + i * 90, 265, 26, i === 1 ? C.coral : C.red)));
      s += bubble(470, 470, 560, 200, C.coral, "right");
      s += bars(540, 528, [380, 260], 26, 26, C.cream);
      [C.coral, C.cream, C.ink, C.taupe].forEach(
        (col, i) => (s += circle(190 + i * 70, 760, 52, col, { stroke: C.red, "stroke-width": 8 })),
      );
      s += path(star4D(1080, 760, 40), C.cream) + path(star4D(1500, 720, 24), C.coral);
      return s;
    },
  ],

  Marketing: [
    "cream",
    (c, R, X) => {
      let s = "";
      [170, 250, 330].forEach(
        (rr, i) =>
          (s += path(arcStroke(600, 450, rr, -38, 38), "none", {
            stroke: i === 1 ? C.coral : C.red,
            "stroke-width": 26,
            "stroke-linecap": "round",
          })),
      );
      s += rect(110, 385, 90, 130, C.ink, { rx: 16 });
      s += poly(
        [
          [200, 380],
          [560, 220],
          [560, 680],
          [200, 520],
        ],
        C.red,
      );
      s += ellipse(560, 450, 60, 230, C.coral);
      s += g(rot(-12, 300, 560), rect(270, 520, 60, 170, C.ink, { rx: 12 }));
      const tx = 1250,
        ty = 450;
      [
        [250, C.red],
        [195, C.cream],
        [140, C.coral],
        [85, C.red],
        [34, C.cream],
      ].forEach(([rr, col]) => (s += circle(tx, ty, rr, col)));
      s += line(tx, ty, tx + 250, ty - 290, C.ink, 12, { "stroke-linecap": "round" });
      s += poly(
        [
          [tx + 4, ty - 4],
          [tx + 44, ty - 22],
          [tx + 22, ty - 44],
        ],
        C.ink,
      );
      s += g(
        rot(-49, tx + 250, ty - 290),
        poly(
          [
            [tx + 232, ty - 290],
            [tx + 290, ty - 318],
            [tx + 300, ty - 290],
            [tx + 290, ty - 262],
          ],
          C.ink,
        ),
      );
      s += dotGrid(1470, 700, 3, 4, 30, 5, C.taupe);
      s += rect(110, 800, 300, 6, C.ink);
      return s;
    },
  ],

  Multimedia: [
    "ink",
    (c, R, X) => {
      let s = "";
      let film = rect(-200, 300, 2000, 300, C.inkSoft);
      film += line(-200, 326, 1800, 326, C.cream, 20, {
        "stroke-dasharray": "24 22",
        opacity: 0.8,
      });
      film += line(-200, 574, 1800, 574, C.cream, 20, {
        "stroke-dasharray": "24 22",
        opacity: 0.8,
      });
      const fills = [C.red, C.coral, C.taupe, C.red, C.coral, C.taupe];
      fills.forEach((col, i) => {
        const x = -60 + i * 330;
        film += rect(x, 356, 296, 188, col, { rx: 6 });
        if (i % 3 === 0) film += circle(x + 148, 450, 60, C.cream);
        if (i % 3 === 1) film += chair("front", x + 112, 385, 130, C.red);
        if (i % 3 === 2)
          film += poly(
            [
              [x + 60, 520],
              [x + 150, 390],
              [x + 240, 520],
            ],
            C.ink,
          );
      });
      s += g(rot(-10, 800, 450), film);
      s += circle(1220, 240, 150, C.coral);
      s += poly(
        [
          [1180, 170],
          [1180, 310],
          [1295, 240],
        ],
        C.cream,
      );
      for (let i = 0; i < 56; i++) {
        const x = 120 + i * 24;
        const h = 12 + Math.abs(Math.sin(i * 0.45) * 60 + Math.sin(i * 1.7) * 25) + R() * 20;
        s += rect(x, 790 - h / 2, 12, h, i > 38 ? C.coral : C.red, { rx: 6 });
      }
      return s;
    },
  ],

  Consulting: [
    "sand",
    (c, R, X) => {
      let s = "";
      for (let i = 0; i <= 6; i++)
        s += line(160, 160 + i * 100, 1440, 160 + i * 100, C.taupe, 1.5, { opacity: 0.6 });
      const hs = [140, 200, 180, 270, 330, 420];
      hs.forEach(
        (h, i) =>
          (s += rect(220 + i * 150, 760 - h, 90, h, i === hs.length - 1 ? C.red : C.taupe, {
            rx: 4,
          })),
      );
      const pts = hs.map((h, i) => [265 + i * 150, 700 - h - 60]);
      pts.push([1180, 140]);
      s += pline(pts, C.ink, 10);
      {
        const [ax, ay] = pts[pts.length - 2];
        const ang = (Math.atan2(140 - ay, 1180 - ax) * 180) / Math.PI;
        s += arrowHead(1200, 130, ang, 46, C.ink);
      }
      pts
        .slice(0, -1)
        .forEach(
          ([x, y]) => (s += circle(x, y, 13, C.cream, { stroke: C.ink, "stroke-width": 6 })),
        );
      s += line(160, 760, 1440, 760, C.ink, 4);
      // 2x2 matrix
      const mx = 1180,
        my = 380;
      s += rect(mx, my, 260, 260, "none", { stroke: C.ink, "stroke-width": 3 });
      s +=
        line(mx + 130, my, mx + 130, my + 260, C.ink, 2) +
        line(mx, my + 130, mx + 260, my + 130, C.ink, 2);
      s +=
        circle(mx + 200, my + 60, 34, C.red) +
        circle(mx + 70, my + 200, 18, C.coral) +
        circle(mx + 60, my + 80, 12, C.taupe) +
        circle(mx + 190, my + 190, 22, C.ink);
      return s;
    },
  ],

  ExtendedExperiences: [
    "ink",
    (c, R, X) => {
      let s = "";
      const steps = 8;
      for (let i = 0; i < steps; i++) {
        const t = i / (steps - 1);
        const w = 1180 * (1 - t * 0.8);
        const h = 880 * (1 - t * 0.62);
        const cx = 800 + t * 40;
        const col = t < 0.3 ? mix(C.coral, C.red, t / 0.3) : mix(C.red, C.ink, (t - 0.3) / 0.75);
        s += path(archD(cx - w / 2, 900 - h, w, h + 10), col);
      }
      s += chair("front", 795, 660, 150, C.cream);
      s += ellipse(850, 812, 110, 14, C.coral, { opacity: 0.6 });
      const gid = X.id("s");
      X.def(
        radGrad(
          gid,
          [
            [0, C.coralLight],
            [0.55, C.coral],
            [1, C.red],
          ],
          0.5,
          0.5,
          0.5,
          0.35,
          0.3,
        ),
      );
      [
        [220, 210, 80],
        [1390, 270, 115],
        [1300, 700, 46],
        [330, 650, 34],
      ].forEach(([x, y, r]) => (s += circle(x, y, r, `url(#${gid})`)));
      s += ring(1390, 270, 170, C.coral, 2, { opacity: 0.5 });
      return s;
    },
  ],

  CorporateBusiness: [
    "cream",
    (c, R, X) => {
      let s = circle(1080, 330, 250, C.coral);
      const pid = X.id("w");
      X.def(
        `<pattern id="${pid}" width="40" height="48" patternUnits="userSpaceOnUse">${rect(8, 10, 18, 26, C.cream, { opacity: 0.55 })}</pattern>`,
      );
      const towers = [
        [120, 190, 520, C.ink],
        [330, 150, 360, C.taupe],
        [490, 230, 660, C.red],
        [740, 170, 300, C.ink],
        [930, 210, 470, C.redDeep],
        [1160, 160, 580, C.ink],
        [1340, 210, 340, C.taupe],
      ];
      towers.forEach(([x, w, h, col]) => {
        s += rect(x, 900 - h, w, h + 10, col);
        s += rect(x + 18, 900 - h + 30, w - 36, h - 30, `url(#${pid})`);
      });
      s += rect(555, 200, 8, 50, C.red) + rect(1232, 290, 6, 40, C.ink);
      return s;
    },
  ],

  ConsumerLifestyle: [
    "coral",
    (c, R, X) => {
      let s = rect(0, 700, W, 200, C.cream);
      s += path("M350 380V320A80 80 0 0 1 510 320V380", "none", {
        stroke: C.ink,
        "stroke-width": 16,
      });
      s +=
        rect(270, 360, 320, 400, C.red, { rx: 6 }) + rect(270, 360, 320, 40, C.redDeep, { rx: 6 });
      s += kMarkC(430, 560, 120, C.cream);
      s += path("M620 470V430A60 60 0 0 1 740 430V470", "none", {
        stroke: C.red,
        "stroke-width": 14,
      });
      s += rect(560, 450, 240, 310, C.taupe, { rx: 6 });
      s += rect(560, 450, 240, 28, mix(C.taupe, C.ink, 0.2), { rx: 6 });
      s += circle(680, 610, 46, C.cream) + circle(680, 610, 20, C.red);
      s += rect(860, 330, 60, 80, C.ink, { rx: 8 }) + rect(850, 300, 80, 40, C.red, { rx: 8 });
      s += rect(820, 390, 140, 370, C.ink, { rx: 36 }) + rect(820, 520, 140, 90, C.cream);
      s += chair("arm", 1060, 430, 330, C.red, { fill2: C.redDeep });
      s += circle(1490, 650, 50, C.taupe) + circle(1490, 650, 24, C.cream);
      s += ellipse(1240, 780, 230, 14, C.taupe, { opacity: 0.5 });
      return s;
    },
  ],

  Education: [
    "red",
    (c, R, X) => {
      let s = "";
      [0, 1, 2, 3].forEach((i) => {
        s += path(archD(110 + i * 200, 150, 160, 560), i % 2 ? C.coral : C.cream);
        s += path(archD(140 + i * 200, 210, 100, 500), i % 2 ? C.redDeep : C.coral, {
          opacity: 0.9,
        });
      });
      s += rect(0, 710, W, 190, C.redDeep);
      const books = [
        [1000, 450, C.ink],
        [1030, 400, C.cream],
        [990, 430, C.coral],
        [1040, 380, C.taupe],
        [1010, 420, C.ink],
        [1050, 360, C.cream],
      ];
      let y = 770;
      books.forEach(([x, w, col], i) => {
        const h = 62 + (i % 3) * 8;
        y -= h;
        s += rect(x, y, w, h, col, { rx: 4 });
        s += rect(x + 30, y + 12, 16, h - 24, col === C.cream ? C.red : C.cream, { opacity: 0.8 });
        s += rect(x + w - 90, y + h / 2 - 4, 60, 8, col === C.ink ? C.taupe : C.ink, {
          rx: 4,
          opacity: 0.5,
        });
      });
      const mx = 1230,
        my = y - 70;
      s += rect(mx - 70, my + 20, 140, 60, C.ink, { rx: 6 });
      s += poly(
        [
          [mx, my - 50],
          [mx + 200, my + 10],
          [mx, my + 70],
          [mx - 200, my + 10],
        ],
        C.ink,
      );
      s +=
        line(mx + 120, my + 14, mx + 150, my + 120, C.coral, 6) +
        circle(mx + 150, my + 126, 12, C.coral);
      return s;
    },
  ],

  Healthcare: [
    "cream",
    (c, R, X) => {
      let s = circle(360, 450, 290, C.coralLight);
      s += plus(360, 450, 420, 140, C.red);
      s += pline(
        [
          [0, 450],
          [600, 450],
          [660, 390],
          [720, 450],
          [790, 450],
          [850, 180],
          [915, 720],
          [975, 450],
          [1060, 450],
          [1100, 400],
          [1140, 450],
          [1600, 450],
        ],
        C.ink,
        12,
      );
      s += capsule2(1150, 200, 300, 110, 28, C.coral, C.red);
      s += capsule2(1180, 640, 240, 90, -24, C.taupe, C.ink);
      [
        [1030, 250, 20],
        [1480, 520, 34],
        [1010, 700, 14],
        [1400, 380, 12],
      ].forEach(([x, y, r]) => (s += ring(x, y, r, C.red, 6)));
      return s;
    },
  ],

  SocialImpact: [
    "taupe",
    (c, R, X) => {
      let s = circle(800, 600, 420, C.cream);
      s += ring(800, 600, 480, C.cream, 3, { opacity: 0.6 });
      const ppl = [
        [330, 48, C.ink],
        [520, 62, C.red],
        [690, 56, C.coral],
        [860, 74, C.redDeep],
        [1040, 54, C.ink],
        [1200, 64, C.red],
        [1360, 46, C.coral],
      ];
      ppl.forEach(([x, r, col]) => (s += person(x, 900, r, col)));
      s += path(heartD(800, 190, 150), C.red);
      [
        [560, 180],
        [1060, 200],
        [430, 330],
        [1180, 320],
      ].forEach(([x, y], i) => (s += circle(x, y, 10 + i * 3, i % 2 ? C.cream : C.redDeep)));
      return s;
    },
  ],

  Technology: [
    "ink",
    (c, R, X) => {
      const pid = X.id("p");
      X.def(
        `<pattern id="${pid}" width="40" height="40" patternUnits="userSpaceOnUse">${circle(20, 20, 2, C.taupe, { opacity: 0.35 })}</pattern>`,
      );
      let s = rect(0, 0, W, H, `url(#${pid})`);
      const cx = 1060,
        cy = 450,
        hs = 160;
      // traces: two fans of parallel 45-degree bends (no crossings)
      for (let i = 0; i < 9; i++) {
        const top = i < 5;
        const m = top ? i : 8 - i;
        const y0 = cy - 120 + i * 30;
        const turnX = cx - hs - 40 - m * 36;
        const d = (top ? 70 : 70) + (4 - m) * 44 + (top ? 0 : -30);
        const y1 = top ? y0 - d : y0 + d;
        const xe = R.range(80, 300);
        const col = i % 3 === 0 ? C.coral : C.taupe;
        s += pline(
          [
            [cx - hs, y0],
            [turnX, y0],
            [turnX - d, y1],
            [xe, y1],
          ],
          col,
          4,
        );
        s += circle(xe, y1, 10, C.ink, { stroke: col, "stroke-width": 4 });
      }
      for (let i = 0; i < 5; i++) {
        const x0 = cx - 100 + i * 50;
        const yEnd = R.range(60, 140);
        s += pline(
          [
            [x0, cy - hs],
            [x0, yEnd + 60],
            [x0 + 80, yEnd],
          ],
          i % 2 ? C.coral : C.taupe,
          4,
        );
        s += circle(x0 + 80, yEnd, 9, C.ink, {
          stroke: i % 2 ? C.coral : C.taupe,
          "stroke-width": 4,
        });
        s += pline(
          [
            [x0, cy + hs],
            [x0, 900 - yEnd - 60],
            [x0 + 60, 900 - yEnd],
          ],
          i % 2 ? C.taupe : C.coral,
          4,
        );
      }
      s += line(cx - hs + 14, cy, cx + hs - 14, cy, C.taupe, 364, {
        "stroke-dasharray": "12 18",
        "stroke-dashoffset": -9,
      });
      s += line(cx, cy - hs + 14, cx, cy + hs - 14, C.taupe, 364, {
        "stroke-dasharray": "12 18",
        "stroke-dashoffset": -9,
      });
      s += rect(cx - hs, cy - hs, hs * 2, hs * 2, C.red, { rx: 24 });
      s += rect(cx - 90, cy - 90, 180, 180, C.redDeep, { rx: 12 });
      s += kMarkC(cx, cy, 110, C.cream);
      s += ring(1420, 200, 70, C.coral, 3) + circle(1420, 200, 30, C.coral);
      return s;
    },
  ],

  MediaEntertainment: [
    "red",
    (c, R, X) => {
      const gid = X.id("l");
      X.def(
        linGrad(gid, [
          [0, C.cream, 0.5],
          [1, C.cream, 0],
        ]),
      );
      let s = poly(
        [
          [1380, -20],
          [1470, -20],
          [1240, 900],
          [620, 900],
        ],
        `url(#${gid})`,
      );
      s += rect(150, 170, 780, 470, C.cream, { rx: 28 });
      s += rect(180, 200, 720, 410, C.ink, { rx: 12 });
      s +=
        circle(540, 400, 90, C.coral) +
        poly(
          [
            [515, 350],
            [515, 450],
            [595, 400],
          ],
          C.cream,
        );
      s +=
        rect(220, 560, 640, 8, C.inkSoft, { rx: 4 }) + rect(220, 560, 260, 8, C.coral, { rx: 4 });
      s +=
        poly(
          [
            [460, 640],
            [620, 640],
            [660, 740],
            [420, 740],
          ],
          C.cream,
        ) + rect(360, 740, 360, 18, C.cream, { rx: 9 });
      const pid = X.id("st");
      X.def(
        `<pattern id="${pid}" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">${rect(0, 0, 30, 60, C.cream)}</pattern>`,
      );
      let cb = rect(1050, 470, 400, 280, C.ink, { rx: 10 });
      cb += bars(1090, 530, [260, 180, 220], 16, 22, C.taupe);
      cb +=
        rect(1050, 410, 400, 56, C.ink, { rx: 6 }) +
        rect(1050, 410, 400, 56, `url(#${pid})`, { rx: 6 });
      cb += g(
        rot(-16, 1050, 400),
        rect(1050, 340, 400, 56, C.ink, { rx: 6 }) +
          rect(1050, 340, 400, 56, `url(#${pid})`, { rx: 6 }),
      );
      s += g(rot(-6, 1250, 600), cb);
      s +=
        path(star4D(1000, 190, 46), C.cream) +
        path(star4D(1530, 120, 26), C.coral) +
        path(star4D(120, 780, 30), C.coral);
      return s;
    },
  ],

  IndustrialInfrastructure: [
    "sand",
    (c, R, X) => {
      let s = rect(0, 850, W, 50, C.ink);
      s += gear(480, 560, 230, 16, C.ink, C.creamDeep, 80);
      s += circle(480, 560, 40, C.red);
      s += g(rot(11, 800, 300), gear(800, 300, 140, 11, C.red, C.creamDeep, 50));
      s += circle(800, 300, 20, C.ink);
      // crane
      const mx = 1250;
      s += line(mx - 30, 850, mx - 30, 160, C.ink, 8) + line(mx + 30, 850, mx + 30, 160, C.ink, 8);
      const zz = [];
      for (let y = 850, k = 0; y >= 160; y -= 60, k++) zz.push([mx + (k % 2 ? 30 : -30), y]);
      s += pline(zz, C.ink, 5);
      s += line(960, 150, 1560, 150, C.ink, 8) + line(1000, 196, 1560, 196, C.ink, 8);
      const jz = [];
      for (let x = 1000, k = 0; x <= 1560; x += 40, k++) jz.push([x, k % 2 ? 150 : 196]);
      s += pline(jz, C.ink, 5);
      s += poly(
        [
          [mx - 30, 150],
          [mx, 60],
          [mx + 30, 150],
        ],
        C.ink,
      );
      s += line(mx, 60, 980, 150, C.ink, 4) + line(mx, 60, 1540, 150, C.ink, 4);
      s += rect(975, 196, 110, 80, C.taupe);
      s += rect(mx - 40, 196, 80, 70, C.coral, { rx: 6 });
      s += line(1470, 196, 1470, 540, C.ink, 4) + rect(1430, 540, 80, 80, C.red, { rx: 4 });
      s += rect(1380, 780, 160, 70, C.taupe) + rect(1420, 720, 100, 60, C.coral);
      return s;
    },
  ],

  EnergyEnvironment: [
    "cream",
    (c, R, X) => {
      let s = "";
      s += ticks(1200, 300, 215, 18, 30, 40, C.coral);
      s += circle(1200, 300, 165, C.coral);
      s += circle(250, 1300, 640, C.taupe);
      s += circle(1000, 1390, 720, C.red);
      s += circle(1600, 1180, 480, C.redDeep);
      const turbine = (x, base, h, ang, col) => {
        let t = line(x, base, x, base - h, col, h * 0.03, { "stroke-linecap": "round" });
        const L = h * 0.55;
        [0, 120, 240].forEach(
          (a) =>
            (t += g(
              rot(a + ang, x, base - h),
              path(
                `M${x} ${base - h}Q${x + L * 0.12} ${base - h - L * 0.5} ${x} ${base - h - L}Q${x - L * 0.05} ${base - h - L * 0.5} ${x} ${base - h}Z`,
                col,
              ),
            )),
        );
        t += circle(x, base - h, h * 0.035, col);
        return t;
      };
      s += turbine(470, 700, 420, 12, C.ink);
      s += turbine(760, 640, 260, 48, C.ink);
      s += g(
        rot(-35, 200, 200),
        path("M100 200Q200 80 300 200Q200 320 100 200Z", C.red) +
          line(100, 200, 300, 200, C.cream, 5),
      );
      return s;
    },
  ],

  Finance: [
    "ink",
    (c, R, X) => {
      let s = "";
      const segs = [
        [-90, 58, C.red],
        [62, 168, C.coral],
        [172, 232, C.taupe],
        [236, 266, C.cream],
      ];
      segs.forEach(([a1, a2, col]) => (s += path(arcBand(1170, 430, 270, 160, a1, a2), col)));
      s += circle(1170, 430, 110, C.inkSoft) + kMarkC(1170, 430, 100, C.cream);
      const stack = (x, count, top, side) => {
        let t = "";
        for (let k = 0; k < count; k++) {
          const y = 780 - k * 30;
          t += path(`M${x - 90} ${y}V${y + 22}A90 28 0 0 0 ${x + 90} ${y + 22}V${y}Z`, side);
          t += ellipse(x, y, 90, 28, top);
          t += ellipse(x, y, 60, 17, "none", { stroke: side, "stroke-width": 3 });
        }
        return t;
      };
      s += stack(220, 4, C.coral, C.red);
      s += stack(440, 8, C.cream, C.taupe);
      s += stack(660, 12, C.red, C.redDeep);
      s += pline(
        [
          [150, 560],
          [300, 470],
          [420, 510],
          [600, 300],
          [760, 200],
        ],
        C.coral,
        10,
      );
      s += poly(
        [
          [780, 180],
          [726, 196],
          [768, 236],
        ],
        C.coral,
      );
      return s;
    },
  ],

  Government: [
    "cream",
    (c, R, X) => {
      let s = circle(800, 420, 330, C.coral);
      s += rect(0, 820, W, 80, C.taupe);
      s +=
        rect(360, 790, 880, 34, C.ink) +
        rect(400, 756, 800, 34, C.taupe) +
        rect(440, 722, 720, 34, C.ink);
      for (let i = 0; i < 6; i++) {
        const x = 490 + i * 118;
        s += rect(x, 420, 60, 302, C.red);
        s += rect(x - 12, 404, 84, 20, C.redDeep) + rect(x - 12, 702, 84, 20, C.redDeep);
      }
      s += rect(440, 350, 720, 54, C.ink);
      s += poly(
        [
          [420, 350],
          [800, 150],
          [1180, 350],
        ],
        C.ink,
      );
      s += poly(
        [
          [520, 326],
          [800, 188],
          [1080, 326],
        ],
        C.cream,
      );
      s += circle(800, 272, 34, C.red);
      s += line(1380, 820, 1380, 300, C.ink, 8) + rect(1384, 300, 130, 80, C.red);
      s += line(220, 820, 220, 420, C.ink, 8) + rect(224, 420, 110, 70, C.ink);
      return s;
    },
  ],

  EventsLifestyle: [
    "ink",
    (c, R, X) => {
      const gid = X.id("c");
      X.def(
        linGrad(gid, [
          [0, C.coral, 0.55],
          [1, C.coral, 0.05],
        ]),
      );
      let s = "";
      s += poly(
        [
          [180, -10],
          [240, -10],
          [1060, 780],
          [620, 800],
        ],
        `url(#${gid})`,
      );
      s += poly(
        [
          [1360, -10],
          [1420, -10],
          [1000, 800],
          [540, 780],
        ],
        `url(#${gid})`,
      );
      s += ellipse(800, 810, 640, 100, C.red);
      s += ellipse(820, 790, 330, 46, C.coral, { opacity: 0.8 });
      s += chair("front", 752, 620, 180, C.cream);
      s += line(800, 0, 800, 80, C.taupe, 3);
      const cid = X.id("b");
      X.def(`<clipPath id="${cid}">${circle(800, 170, 90, "#000")}</clipPath>`);
      let ball = circle(800, 170, 90, C.taupeLight);
      for (let k = -4; k <= 4; k++)
        ball +=
          line(700, 170 + k * 22, 900, 170 + k * 22, C.taupe, 3) +
          line(800 + k * 22, 70, 800 + k * 22, 270, C.taupe, 3);
      ball += path(star4D(770, 140, 30), C.cream);
      s += g(undefined, ball, { "clip-path": `url(#${cid})` });
      s += confetti(
        R,
        40,
        30,
        1520,
        620,
        64,
        [C.coral, C.cream, C.red, C.taupe],
        (x, y) => Math.hypot(x - 800, y - 170) < 130 || (y > 560 && x > 600 && x < 1000),
      );
      return s;
    },
  ],

  NicheEmerging: [
    "red",
    (c, R, X) => {
      let s = "";
      const r = 74;
      const dx = r * Math.sqrt(3);
      for (let row = -1; row < 8; row++) {
        for (let col = 0; col < 6; col++) {
          const x = 900 + col * dx + (row % 2 ? dx / 2 : 0);
          const y = row * r * 1.5;
          const k = R();
          const pts = hexPts(x, y, r - 6);
          if (k < 0.16) s += poly(pts, C.cream);
          else if (k < 0.3) s += poly(pts, C.coral);
          else if (k < 0.38) s += poly(pts, C.ink);
          else s += poly(pts, "none", { stroke: C.coral, "stroke-width": 3, opacity: 0.55 });
        }
      }
      const gid = X.id("pl");
      X.def(
        radGrad(
          gid,
          [
            [0, C.coralLight],
            [0.6, C.coral],
            [1, C.redDeep],
          ],
          0.5,
          0.5,
          0.5,
          0.3,
          0.3,
        ),
      );
      s += g(
        rot(-18, 470, 460),
        ellipse(470, 460, 360, 110, "none", { stroke: C.cream, "stroke-width": 4 }),
      );
      s += circle(470, 460, 150, `url(#${gid})`);
      s += g(
        rot(-18, 470, 460),
        path(`M110 460A360 110 0 0 0 830 460`, "none", { stroke: C.cream, "stroke-width": 4 }),
      );
      s += circle(140, 560, 22, C.cream);
      s +=
        path(star4D(250, 170, 40), C.cream) +
        path(star4D(760, 130, 24), C.coral) +
        path(star4D(690, 760, 30), C.cream);
      return s;
    },
  ],
};

export function categorySvg(name) {
  const [scheme, fn] = CATEGORIES[name];
  const c = SCHEMES[scheme];
  const X = makeCtx(name.slice(0, 3).toLowerCase());
  return doc(W, H, X, c.bg, fn(c, rngFor("cat:" + name), X));
}

/* ============================================================ WORKS (1600x1200) */
const WW = 1600;
const WH = 1200;
const paper = (x, y, w, h, deg, fill, shadow, inner = "") =>
  g(
    rot(deg, x + w / 2, y + h / 2),
    rect(x + 22, y + 28, w, h, shadow, { rx: 6 }) + rect(x, y, w, h, fill, { rx: 6 }) + inner,
  );

export const WORKS = {
  "brand-identity": [
    "red",
    (c, R, X) => {
      let s = circle(1380, 160, 300, C.redDeep);
      s += paper(
        200,
        150,
        620,
        860,
        -7,
        C.cream,
        C.redDeep,
        kMark(260, 210, 90, C.red) +
          bars(260, 360, [420, 480, 380, 460, 300], 14, 20, C.creamDeep) +
          bars(260, 560, [480, 440, 470, 200], 14, 20, C.creamDeep) +
          rect(260, 930, 160, 10, C.coral) +
          rect(430, 930, 80, 10, C.taupe),
      );
      s += paper(
        700,
        660,
        780,
        440,
        5,
        C.coral,
        C.redDeep,
        pline(
          [
            [700, 660],
            [1090, 900],
            [1480, 660],
          ],
          mix(C.coral, C.red, 0.35),
          5,
        ) +
          circle(1090, 900, 54, C.red) +
          kMarkC(1090, 900, 56, C.cream),
      );
      s += paper(
        920,
        200,
        440,
        250,
        10,
        C.ink,
        C.redDeep,
        kMarkC(1140, 325, 120, C.cream) + rect(1290, 410, 40, 6, C.coral),
      );
      s += paper(
        980,
        400,
        440,
        250,
        -4,
        C.cream,
        C.redDeep,
        wordmark(1030, 500, 48, C.red) + rect(1030, 590, 120, 8, C.taupe, { rx: 4 }),
      );
      s += g(
        rot(-38, 300, 1080),
        rect(60, 1060, 520, 34, C.ink, { rx: 17 }) +
          poly(
            [
              [580, 1060],
              [640, 1077],
              [580, 1094],
            ],
            C.coral,
          ) +
          rect(60, 1060, 60, 34, C.taupe, { rx: 10 }),
      );
      [C.coral, C.cream, C.taupe, C.ink].forEach(
        (col, i) => (s += circle(120 + i * 70, 90, 26, col)),
      );
      return s;
    },
  ],

  "marketing-advertising": [
    "cream",
    (c, R, X) => {
      let s = rect(0, 1080, WW, 120, C.taupe);
      s += circle(1360, 230, 130, C.coral);
      s += rect(560, 860, 34, 230, C.ink) + rect(1010, 860, 34, 230, C.ink);
      s += line(520, 1000, 1090, 1000, C.ink, 10);
      s += rect(240, 240, 1120, 640, C.ink, { rx: 8 });
      const cid = X.id("bb");
      X.def(`<clipPath id="${cid}">${rect(264, 264, 1072, 592, "#000")}</clipPath>`);
      let board = rect(264, 264, 1072, 592, C.red);
      board += circle(1130, 560, 360, C.coral);
      board += circle(1130, 560, 250, C.red);
      board += chair("front", 1044, 430, 250, C.cream);
      board += bars(330, 340, [420, 360], 64, 26, C.cream);
      board += bars(330, 560, [300, 240, 270], 18, 18, C.coralLight);
      board +=
        rect(330, 740, 220, 64, C.ink, { rx: 32 }) + rect(360, 766, 120, 12, C.cream, { rx: 6 });
      s += g(undefined, board, { "clip-path": `url(#${cid})` });
      const gid = X.id("lg");
      X.def(
        linGrad(gid, [
          [0, C.cream, 0.55],
          [1, C.cream, 0],
        ]),
      );
      [420, 800, 1180].forEach((x) => {
        s +=
          line(x, 240, x, 190, C.ink, 8) +
          poly(
            [
              [x - 50, 150],
              [x + 50, 150],
              [x + 30, 190],
              [x - 30, 190],
            ],
            C.ink,
          );
        s += poly(
          [
            [x - 26, 192],
            [x + 26, 192],
            [x + 160, 520],
            [x - 160, 520],
          ],
          `url(#${gid})`,
          { opacity: 0.5 },
        );
      });
      [
        [150, C.red],
        [110, C.cream],
        [72, C.red],
        [34, C.cream],
      ].forEach(([r, col]) => (s += circle(150, 1060, r, col)));
      return s;
    },
  ],

  "web-digital": [
    "sand",
    (c, R, X) => {
      let s = circle(1200, 300, 420, C.taupeLight);
      const bx = 120,
        by = 150,
        bw = 1020,
        bh = 760;
      s += rect(bx + 24, by + 30, bw, bh, C.taupe, { rx: 22 });
      s += browser(bx, by, bw, bh, c, X);
      s += rect(bx + 40, by + 94, bw - 80, 330, C.red, { rx: 14 });
      s += circle(bx + 760, by + 300, 190, C.coral);
      s += chair("shell", bx + 700, by + 200, 200, C.cream, { fill2: C.ink });
      s += bars(bx + 90, by + 170, [380, 300], 40, 22, C.cream);
      s += rect(bx + 90, by + 330, 200, 56, C.ink, { rx: 28 });
      for (let i = 0; i < 4; i++) {
        s += rect(bx + 40 + i * 240, by + 460, 220, 250, i === 2 ? C.ink : C.creamDeep, { rx: 14 });
        s += rect(bx + 60 + i * 240, by + 480, 180, 110, [C.coral, C.taupe, C.red, C.coral][i], {
          rx: 8,
        });
        s += bars(bx + 60 + i * 240, by + 614, [160, 110], 14, 14, i === 2 ? C.taupe : C.taupe);
      }
      s += rect(1200, 380, 330, 660, C.ink, { rx: 46 });
      s += rect(1218, 430, 294, 560, C.cream, { rx: 16 });
      s += rect(1235, 450, 260, 220, C.coral, { rx: 12 }) + kMarkC(1365, 560, 110, C.red);
      s += bars(1240, 700, [230, 180, 210], 16, 16, C.taupe);
      s += rect(1240, 820, 250, 64, C.red, { rx: 32 });
      s +=
        rect(1240, 900, 120, 70, C.creamDeep, { rx: 10 }) +
        rect(1370, 900, 120, 70, C.creamDeep, { rx: 10 });
      s += rect(1210, 200, 180, 90, C.red, { rx: 45 }) + circle(1345, 245, 34, C.cream);
      s +=
        rect(140, 980, 420, 100, C.ink, { rx: 50 }) +
        rect(200, 1020, 180, 20, C.cream, { rx: 10 }) +
        circle(500, 1030, 22, C.coral);
      s +=
        rect(620, 980, 480, 100, C.cream, { rx: 20 }) +
        circle(680, 1030, 30, C.coral) +
        bars(730, 1008, [260, 170], 16, 14, C.taupe);
      s += cursor(620, 560, 2.6, C.ink, C.cream);
      return s;
    },
  ],

  "strategy-consulting": [
    "ink",
    (c, R, X) => {
      let s = "";
      for (let x = 100; x < WW; x += 100) s += line(x, 0, x, WH, C.taupe, 1, { opacity: 0.16 });
      for (let y = 100; y < WH; y += 100) s += line(0, y, WW, y, C.taupe, 1, { opacity: 0.16 });
      const hs = [180, 260, 220, 340, 420, 520, 640];
      hs.forEach(
        (h, i) =>
          (s += rect(180 + i * 130, 1050 - h, 84, h, i === hs.length - 1 ? C.red : C.inkSoft, {
            rx: 4,
          })),
      );
      s += line(120, 1050, 1120, 1050, C.taupe, 3);
      s +=
        ring(1230, 330, 230, C.cream, 2, { opacity: 0.25 }) +
        ring(1230, 330, 150, C.cream, 2, { opacity: 0.4 });
      s += pline(
        [
          [140, 900],
          [480, 700],
          [700, 800],
          [1150, 410],
        ],
        C.coral,
        30,
      );
      s += arrowHead(1215, 355, (Math.atan2(410 - 800, 1150 - 700) * 180) / Math.PI, 90, C.coral);
      const nodes = [
        [1000, 160],
        [1160, 110],
        [1330, 180],
        [1460, 320],
        [1380, 520],
        [1480, 700],
        [1300, 760],
        [1120, 620],
      ];
      nodes.forEach(([x, y], i) =>
        nodes.slice(i + 1).forEach(([x2, y2], j) => {
          if ((i + j) % 3 === 0) s += line(x, y, x2, y2, C.cream, 2, { opacity: 0.35 });
        }),
      );
      nodes.forEach(
        ([x, y], i) =>
          (s += circle(
            x,
            y,
            [16, 22, 12, 28, 18, 14, 24, 12][i],
            [C.red, C.coral, C.cream, C.red, C.taupe, C.coral, C.cream, C.red][i],
          )),
      );
      s += circle(1230, 330, 46, C.cream) + kMarkC(1230, 330, 44, C.red);
      return s;
    },
  ],

  "creative-multimedia": [
    "coral",
    (c, R, X) => {
      let s = "";
      const cx = 800,
        cy = 600;
      for (let i = 0; i < 16; i++)
        s += path(arcBand(cx, cy, 900, 0, i * 22.5, i * 22.5 + 11.25), C.coralLight, {
          opacity: 0.55,
        });
      for (let i = 0; i < 12; i++) {
        const a = i * 30;
        s += path(arcBand(cx, cy, 470, 280, a, a + 15), i % 2 ? C.red : C.ink);
      }
      s += ring(cx, cy, 500, C.ink, 3);
      for (let i = 0; i < 12; i++) {
        const [x, y] = polar(cx, cy, 380, i * 30 + 22.5);
        s += circle(x, y, 34, i % 3 === 0 ? C.cream : C.coral);
      }
      s += circle(cx, cy, 250, C.cream);
      s += circle(cx, cy, 190, C.ink);
      s += poly(
        [
          [cx - 55, cy - 90],
          [cx - 55, cy + 90],
          [cx + 95, cy],
        ],
        C.coral,
      );
      s += ticks(cx, cy, 222, 60, 3, 18, C.red);
      for (let i = 0; i < 88; i++) {
        const h =
          14 +
          Math.abs(Math.sin(i * 0.31) * 60 + Math.sin(i * 1.9) * 24) *
            (1 - Math.abs(i - 43.5) / 60);
        s += rect(104 + i * 16, 1130 - h / 2, 8, h, C.ink, { rx: 4 });
      }
      return s;
    },
  ],

  "media-communications": [
    "red",
    (c, R, X) => {
      let s = "";
      s += paper(
        150,
        200,
        640,
        860,
        -4,
        C.cream,
        C.redDeep,
        rect(190, 240, 560, 70, C.ink) +
          rect(190, 330, 560, 6, C.ink) +
          rect(190, 360, 360, 300, C.coral) +
          circle(370, 510, 90, C.red) +
          bars(570, 360, [180, 150, 170, 120, 180, 160, 90], 12, 18, C.taupe) +
          bars(190, 690, [170, 150, 170, 120, 160], 12, 18, C.taupe) +
          bars(380, 690, [170, 170, 140, 170, 100], 12, 18, C.taupe) +
          bars(570, 690, [180, 160, 170, 130, 170], 12, 18, C.taupe) +
          rect(190, 900, 560, 120, C.creamDeep),
      );
      const tx = 1220,
        ty = 470;
      [
        [110, 1],
        [190, 0.8],
        [270, 0.55],
        [350, 0.35],
        [430, 0.2],
      ].forEach(
        ([r, o], i) =>
          (s += path(arcStroke(tx, ty, r, -150, -30), "none", {
            stroke: i % 2 ? C.coral : C.cream,
            "stroke-width": 14,
            "stroke-linecap": "round",
            opacity: o,
          })),
      );
      s += poly(
        [
          [tx, ty],
          [tx - 170, 1200],
          [tx + 170, 1200],
        ],
        "none",
        { stroke: C.ink, "stroke-width": 10, "stroke-linejoin": "round" },
      );
      for (let k = 0; k < 6; k++) {
        const y1 = ty + 60 + k * 120;
        const y2 = y1 + 120;
        const w1 = ((y1 - ty) / (1200 - ty)) * 170;
        const w2 = ((y2 - ty) / (1200 - ty)) * 170;
        s += line(tx - w1, y1, tx + w2, y2, C.ink, 6) + line(tx + w1, y1, tx - w2, y2, C.ink, 6);
      }
      s += circle(tx, ty, 30, C.cream);
      s += bubble(880, 760, 230, 110, C.coral, "left") + bubble(1330, 860, 200, 96, C.ink, "right");
      s += circle(940, 815, 12, C.red) + circle(990, 815, 12, C.red) + circle(1040, 815, 12, C.red);
      return s;
    },
  ],

  "experiential-marketing": [
    "ink",
    (c, R, X) => {
      let s = "";
      const ax = 260,
        aw = 1080,
        ay = 120,
        ah = 1100;
      s += path(archD(ax - 40, ay - 40, aw + 80, ah + 40), C.coral);
      s += path(archD(ax, ay, aw, ah), C.redDeep);
      const cid = X.id("st");
      X.def(`<clipPath id="${cid}"><path d="${archD(ax, ay, aw, ah)}"/></clipPath>`);
      let inner = "";
      for (let i = 0; i < 7; i++) {
        inner += rect(ax + i * 44, ay, 24, ah, C.red, { opacity: 0.8 - i * 0.1 });
        inner += rect(ax + aw - 24 - i * 44, ay, 24, ah, C.red, { opacity: 0.8 - i * 0.1 });
      }
      const gid = X.id("sp");
      X.def(
        linGrad(gid, [
          [0, C.cream, 0.55],
          [1, C.cream, 0.04],
        ]),
      );
      inner += poly(
        [
          [600, ay],
          [660, ay],
          [900, 960],
          [620, 960],
        ],
        `url(#${gid})`,
      );
      inner += poly(
        [
          [1000, ay],
          [1060, ay],
          [980, 960],
          [700, 960],
        ],
        `url(#${gid})`,
      );
      inner += rect(ax, 900, aw, 320, C.red);
      inner += ellipse(800, 930, 260, 40, C.coral, { opacity: 0.9 });
      s += g(undefined, inner, { "clip-path": `url(#${cid})` });
      s += chair("front", 710, 640, 290, C.cream, { fill2: C.coralLight });
      let aud = "";
      for (let i = 0; i < 9; i++) {
        const x = 20 + i * 195 + (i % 2) * 24;
        const r = 42 + (i % 3) * 5;
        aud += person(x, 1300 - (i % 2) * 18, r, C.ink);
      }
      s += aud;
      s += circle(130, 130, 50, C.red) + circle(1470, 130, 50, C.red);
      return s;
    },
  ],
};

export function workSvg(name) {
  const [scheme, fn] = WORKS[name];
  const c = SCHEMES[scheme];
  const X = makeCtx("w" + name.slice(0, 3));
  return doc(WW, WH, X, c.bg, fn(c, rngFor("work:" + name), X));
}

/* ============================================================== BLOG (1600x900) */
export const BLOG = {
  "post-1": [
    "cream",
    (c, R, X) => {
      let s = circle(1240, 250, 140, C.coral);
      s += rect(0, 760, W, 140, C.creamDeep);
      s += path(archD(560, 120, 480, 660), C.red);
      s += path(archD(620, 180, 360, 600), C.redDeep);
      s += ellipse(800, 770, 150, 18, C.ink, { opacity: 0.35 });
      s += chair("front", 730, 560, 210, C.cream);
      s += rect(140, 690, 260, 8, C.ink) + rect(140, 716, 160, 8, C.taupe);
      s += dotGrid(1280, 600, 6, 3, 32, 5, C.taupe);
      return s;
    },
  ],
  "post-2": [
    "ink",
    (c, R, X) => {
      let s = "";
      const sz = 150;
      const cols = [C.red, C.coral, C.cream, C.taupe, C.redDeep];
      for (let i = 0; i < 11; i++)
        for (let j = 0; j < 6; j++) {
          const x = -25 + i * sz,
            y = -0 + j * sz;
          const bg = R.pick(cols);
          let fg = R.pick(cols);
          if (fg === bg) fg = C.ink;
          s += rect(x, y, sz, sz, bg);
          const k = R.int(0, 5);
          const a = R.int(0, 3) * 90;
          const cx = x + sz / 2,
            cy = y + sz / 2;
          let m = "";
          if (k === 0) m = path(`M${x} ${y + sz}V${y}A${sz} ${sz} 0 0 1 ${x + sz} ${y + sz}Z`, fg);
          else if (k === 1)
            m = path(`M${x} ${y + sz / 2}A${sz / 2} ${sz / 2} 0 0 1 ${x + sz} ${y + sz / 2}Z`, fg);
          else if (k === 2) m = circle(cx, cy, sz * 0.32, fg);
          else if (k === 3)
            m = poly(
              [
                [x, y],
                [x + sz, y],
                [x, y + sz],
              ],
              fg,
            );
          else if (k === 4) m = rect(x, y, sz / 2, sz, fg);
          else m = ring(cx, cy, sz * 0.3, fg, 18);
          s += g(rot(a, cx, cy), m);
        }
      s += rect(650, 300, 300, 300, C.ink) + kMarkC(800, 450, 190, C.cream);
      return s;
    },
  ],
  "post-3": [
    "coral",
    (c, R, X) => {
      const cid = X.id("sun");
      X.def(`<clipPath id="${cid}">${circle(800, 470, 330, "#000")}</clipPath>`);
      let sun = circle(800, 470, 330, C.red);
      for (let k = 0; k < 7; k++) sun += rect(400, 500 + k * 44, 800, 8 + k * 4, C.coral);
      let s = g(undefined, sun, { "clip-path": `url(#${cid})` });
      s += rect(0, 760, W, 140, C.ink);
      s +=
        path("M0 760C300 700 520 700 800 760Z", C.redDeep) +
        path("M700 760C1000 680 1300 690 1600 740V760Z", C.redDeep);
      s += chair("front", 1170, 612, 150, C.ink);
      for (let k = 0; k < 4; k++)
        s += rect(200 + k * 320, 800 + (k % 2) * 40, 140, 8, C.coral, { rx: 4, opacity: 0.6 });
      return s;
    },
  ],
  "post-4": [
    "ink",
    (c, R, X) => {
      let s = "";
      const cols = [C.red, C.coral, C.cream, C.taupe, C.red, C.coral];
      cols.forEach(
        (col, i) => (s += path(arcBand(800, 900, 760 - i * 95, 690 - i * 95, 180, 360), col)),
      );
      s += rect(0, 880, W, 20, C.taupe);
      s += chair("cantilever", 730, 690, 180, C.cream, { fill2: C.coral });
      s +=
        path(star4D(200, 150, 30), C.cream) +
        path(star4D(1420, 200, 22), C.coral) +
        path(star4D(1320, 110, 14), C.cream);
      return s;
    },
  ],
  "post-5": [
    "red",
    (c, R, X) => {
      let s = "";
      const sz = 100;
      for (let i = 0; i < 16; i++)
        for (let j = 0; j < 9; j++) {
          const x = i * sz,
            y = j * sz;
          const flip = R() < 0.5;
          const col = R() < 0.08 ? C.cream : C.coral;
          const d = flip
            ? `M${x} ${y + sz / 2}A${sz / 2} ${sz / 2} 0 0 0 ${x + sz / 2} ${y}M${x + sz / 2} ${y + sz}A${sz / 2} ${sz / 2} 0 0 1 ${x + sz} ${y + sz / 2}`
            : `M${x + sz / 2} ${y}A${sz / 2} ${sz / 2} 0 0 0 ${x + sz} ${y + sz / 2}M${x} ${y + sz / 2}A${sz / 2} ${sz / 2} 0 0 1 ${x + sz / 2} ${y + sz}`;
          s += path(d, "none", { stroke: col, "stroke-width": 14 });
        }
      s += circle(800, 450, 220, C.ink) + circle(800, 450, 160, C.red);
      s += chair("front", 750, 380, 140, C.cream);
      return s;
    },
  ],
  "post-6": [
    "sand",
    (c, R, X) => {
      let s = "";
      s += paper(
        140,
        120,
        520,
        640,
        -5,
        C.cream,
        C.taupe,
        rect(180, 160, 440, 360, C.red) +
          circle(400, 340, 110, C.coral) +
          bars(180, 560, [380, 300, 340], 16, 20, C.taupe),
      );
      s += paper(
        600,
        220,
        420,
        520,
        4,
        C.ink,
        C.taupe,
        path(archD(660, 280, 300, 400), C.coral) + chair("front", 760, 520, 140, C.ink),
      );
      s += paper(
        960,
        90,
        480,
        360,
        -3,
        C.coral,
        C.taupe,
        circle(1200, 270, 130, C.cream) + circle(1200, 270, 70, C.red),
      );
      s += paper(
        1000,
        500,
        460,
        300,
        6,
        C.cream,
        C.taupe,
        kMark(1050, 560, 120, C.red) + bars(1170, 580, [220, 180, 200], 14, 18, C.taupe),
      );
      s += g(rot(-20, 480, 820), rect(360, 800, 240, 40, C.coral, { opacity: 0.85 }));
      s += g(rot(12, 1230, 90), rect(1120, 70, 220, 40, C.coralLight, { opacity: 0.9 }));
      return s;
    },
  ],
  fallback: [
    "sand",
    (c, R, X) => {
      let s = "";
      s += circle(300, 900, 520, C.taupeLight, { opacity: 0.6 });
      s += circle(1400, 80, 360, C.taupeLight, { opacity: 0.45 });
      s += ring(800, 450, 260, C.taupe, 2, { opacity: 0.6 });
      s += ticks(800, 450, 300, 96, 2, 14, C.taupe, { opacity: 0.6 });
      s += circle(800, 450, 170, C.cream);
      s += kMarkC(800, 450, 150, C.red);
      return s;
    },
  ],
};

export function blogSvg(name) {
  const [scheme, fn] = BLOG[name];
  const c = SCHEMES[scheme];
  const X = makeCtx("b" + name.replace(/\W/g, ""));
  return doc(W, H, X, c.bg, fn(c, rngFor("blog:" + name), X));
}

/* ============================================================ TEAM (800x1000) */
const portrait = (o) => {
  const X = makeCtx("t" + o.id);
  let s = rect(0, 0, 800, 1000, o.bg);
  s += o.back;
  // shoulders
  s += path("M90 1000C90 810 230 720 400 720C570 720 710 810 710 1000Z", o.body);
  s += rect(345, 560, 110, 190, o.skinShade, { rx: 40 });
  s +=
    o.collar ??
    poly(
      [
        [330, 730],
        [470, 730],
        [400, 830],
      ],
      o.skin,
    );
  s += o.hairBack ?? "";
  s += ellipse(400, 450, 140, 160, o.skin);
  s += o.hair;
  s += o.extra ?? "";
  return svgDoc(800, 1000, s, X.defs());
};

export const TEAM = {
  "member-1": () =>
    portrait({
      id: 1,
      bg: C.coral,
      body: C.ink,
      skin: C.taupe,
      skinShade: mix(C.taupe, C.ink, 0.25),
      back:
        path(archD(170, 130, 460, 1000), C.red) + ring(400, 360, 300, C.cream, 3, { opacity: 0.5 }),
      hair: path(
        "M260 450C250 300 330 270 400 270C490 270 560 320 545 420C500 370 420 350 330 380C300 390 280 420 262 450Z",
        C.ink,
      ),
      collar:
        poly(
          [
            [330, 722],
            [470, 722],
            [400, 800],
          ],
          C.taupe,
        ) +
        poly(
          [
            [300, 740],
            [400, 820],
            [330, 1000],
            [250, 1000],
          ],
          C.cream,
          { opacity: 0 },
        ),
      extra: rect(170, 900, 120, 8, C.cream, { rx: 4 }),
    }),
  "member-2": () =>
    portrait({
      id: 2,
      bg: C.ink,
      body: C.cream,
      skin: C.coralLight,
      skinShade: mix(C.coralLight, C.taupe, 0.5),
      back:
        circle(400, 440, 290, C.red) + ticks(400, 440, 320, 72, 2, 12, C.coral, { opacity: 0.7 }),
      hairBack: circle(400, 250, 80, C.redDeep),
      hair: path(
        "M258 470C240 320 320 280 400 280C480 280 560 320 542 470C520 390 470 350 400 350C330 350 280 390 258 470Z",
        C.redDeep,
      ),
      collar: poly(
        [
          [340, 722],
          [460, 722],
          [400, 790],
        ],
        C.coralLight,
      ),
      extra:
        circle(262, 520, 14, C.coral) +
        circle(538, 520, 14, C.coral) +
        rect(300, 860, 200, 10, C.red, { rx: 5 }),
    }),
  "member-3": () =>
    portrait({
      id: 3,
      bg: C.cream,
      body: C.red,
      skin: C.creamDeep,
      skinShade: mix(C.creamDeep, C.taupe, 0.5),
      back: rect(120, 170, 400, 830, C.taupe) + circle(600, 230, 110, C.coral),
      hairBack: path(
        "M228 610V450A172 172 0 0 1 572 450V610Q572 672 510 672H290Q228 672 228 610Z",
        C.ink,
      ),
      hair: path("M258 420C258 330 320 288 400 288C480 288 542 330 542 420Z", C.ink),
      collar: poly(
        [
          [330, 722],
          [470, 722],
          [400, 810],
        ],
        C.cream,
      ),
      extra:
        ring(345, 470, 42, C.ink, 8) +
        ring(455, 470, 42, C.ink, 8) +
        line(387, 466, 413, 466, C.ink, 8),
    }),
};

/* ============================================================ HOME texture */
export function heroTextureSvg() {
  const Wt = 1920,
    Ht = 1080;
  let s = rect(0, 0, Wt, Ht, C.cream);
  const col = mix(C.cream, C.taupe, 0.12);
  [
    [1500, 1080, 620],
    [1500, 1080, 760],
    [1500, 1080, 900],
    [1500, 1080, 1040],
    [1500, 1080, 1180],
  ].forEach(([x, y, r]) => (s += ring(x, y, r, col, 2)));
  s += circle(1500, 1080, 480, mix(C.cream, C.coral, 0.06));
  s += ring(260, 120, 180, col, 2) + ring(260, 120, 260, col, 2);
  return svgDoc(Wt, Ht, s);
}
