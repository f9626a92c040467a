import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectVideoType } from "./video-type";

/*
 * Containers built here byte by byte: the smallest files with a real MP4 or WebM structure
 * (no binary fixture is downloaded).
 */

function box(type: string, body: Uint8Array = new Uint8Array()): Uint8Array {
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(Buffer.from(type, "latin1"), 4);
  out.set(body, 8);
  return out;
}
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const ftyp = (major: string, ...compatible: string[]) =>
  box("ftyp", Buffer.from(`${major}\0\0\u0002\0${compatible.join("")}`, "latin1"));
const mp4 = (major = "isom", ...compatible: string[]) =>
  concat(
    ftyp(major, ...compatible),
    box("moov", box("mvhd", new Uint8Array(100))),
    box("mdat", new Uint8Array(32)),
  );

/** An EBML element: id bytes, a one-byte size (values under 127), the body. */
const element = (id: number[], body: Uint8Array) =>
  concat(Uint8Array.from(id), Uint8Array.from([0x80 | body.length]), body);
const webm = (docType = "webm") =>
  concat(
    element(
      [0x1a, 0x45, 0xdf, 0xa3],
      concat(
        element([0x42, 0x86], Uint8Array.of(1)), // EBMLVersion
        element([0x42, 0x82], Buffer.from(docType)), // DocType
        element([0x42, 0x87], Uint8Array.of(4)), // DocTypeVersion
      ),
    ),
    // A Segment of unknown size (0x01FFFFFFFFFFFFFF), as live encoders write it.
    Uint8Array.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    element([0x15, 0x49, 0xa9, 0x66], new Uint8Array(8)), // Info
  );

describe("detectVideoType", () => {
  it("recognises MP4 by its boxes, whatever brand of video file", () => {
    expect(detectVideoType(mp4())).toBe("mp4");
    expect(detectVideoType(mp4("mp42", "isom", "avc1"))).toBe("mp4");
    expect(detectVideoType(mp4("XYZW", "iso2"))).toBe("mp4");
    // The clips shipped with the site, made by ffmpeg.
    expect(detectVideoType(readFileSync("public/media/video/brand-identity.mp4"))).toBe("mp4");
  });

  it("recognises WebM by its EBML header's doc type and the Segment after it", () => {
    expect(detectVideoType(webm())).toBe("webm");
  });

  it("refuses renamed files and containers browsers do not play as video", async () => {
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#9b1c1f" },
    })
      .jpeg()
      .toBuffer();
    expect(detectVideoType(jpeg)).toBeUndefined();
    expect(detectVideoType(Buffer.from("<html>not a video</html>"))).toBeUndefined();
    expect(detectVideoType(new Uint8Array())).toBeUndefined();
    // QuickTime, AVIF and a Matroska file that is not WebM share the containers' first bytes.
    expect(detectVideoType(mp4("qt  "))).toBeUndefined();
    expect(detectVideoType(mp4("avif", "mif1"))).toBeUndefined();
    expect(detectVideoType(mp4("mif1", "avif", "isom"))).toBeUndefined();
    expect(detectVideoType(webm("matroska"))).toBeUndefined();
  });

  it("refuses an MP4 without a movie header or cut short, and a WebM without a Segment", () => {
    expect(detectVideoType(concat(ftyp("isom"), box("mdat", new Uint8Array(32))))).toBeUndefined();
    const whole = mp4();
    expect(detectVideoType(whole.subarray(0, whole.length - 5))).toBeUndefined();
    expect(detectVideoType(concat(whole, Uint8Array.of(0, 0)))).toBeUndefined();
    const clip = webm();
    expect(detectVideoType(clip.subarray(0, 20))).toBeUndefined();
  });
});
