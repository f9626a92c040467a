/**
 * The video containers the admin may upload, recognised from their structure rather than their
 * name: an MP4 (ISO base media file) whose top-level boxes run exactly to the end of the file,
 * starting with a video brand's ftyp and holding a moov; or a WebM (Matroska) whose EBML header
 * declares the "webm" doc type and is followed by a Segment. A renamed image, a QuickTime or
 * AVIF file, or a truncated upload is none of these.
 */
import "server-only";
export type VideoType = "mp4" | "webm";

/** ISO-BMFF brands of files browsers play as video/mp4 (not QuickTime, AVIF or HEIF). */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso7",
  "iso8",
  "iso9",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "mmp4",
  "M4V ",
]);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function isMp4(bytes: Uint8Array): boolean {
  const data = view(bytes);
  const boxes: string[] = [];
  let offset = 0;
  let brandsOk = false;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return false;
    let size = data.getUint32(offset);
    const type = ascii(bytes, offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > bytes.length) return false;
      const large = data.getBigUint64(offset + 8);
      if (large > BigInt(bytes.length - offset)) return false;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = bytes.length - offset; // the last box runs to the end of the file
    }
    if (size < header || offset + size > bytes.length) return false;
    if (boxes.length === 0) {
      if (type !== "ftyp" || size < header + 8) return false;
      const brands = [ascii(bytes, offset + header, offset + header + 4)];
      for (let at = offset + header + 8; at + 4 <= offset + size; at += 4)
        brands.push(ascii(bytes, at, at + 4));
      brandsOk = MP4_BRANDS.has(brands[0] ?? "") || brands.some((brand) => MP4_BRANDS.has(brand));
      if (brands.some((brand) => brand === "avif" || brand === "avis" || brand === "heic"))
        brandsOk = false;
    }
    boxes.push(type);
    offset += size;
  }
  return brandsOk && boxes.includes("moov");
}

/** An EBML variable-length integer at `offset`: its value and length, or undefined. */
function readVint(bytes: Uint8Array, offset: number, keepMarker: boolean) {
  const first = bytes[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23; // leading zeros within the byte, plus one
  if (length > 8 || offset + length > bytes.length) return undefined;
  let value = BigInt(keepMarker ? first : first & (0xff >> length));
  for (let index = 1; index < length; index++)
    value = (value << 8n) | BigInt(bytes[offset + index] ?? 0);
  return { value, length };
}

const EBML_ID = 0x1a45dfa3n;
const DOC_TYPE_ID = 0x4282n;
const SEGMENT_ID = 0x18538067n;

function isWebm(bytes: Uint8Array): boolean {
  const id = readVint(bytes, 0, true);
  if (!id || id.value !== EBML_ID) return false;
  const size = readVint(bytes, id.length, false);
  if (!size) return false;
  const bodyStart = id.length + size.length;
  const bodyEnd = bodyStart + Number(size.value);
  if (bodyEnd > bytes.length) return false;
  let docType: string | undefined;
  for (let offset = bodyStart; offset < bodyEnd;) {
    const childId = readVint(bytes, offset, true);
    const childSize = childId && readVint(bytes, offset + childId.length, false);
    if (!childId || !childSize) return false;
    const start = offset + childId.length + childSize.length;
    const end = start + Number(childSize.value);
    if (end > bodyEnd) return false;
    if (childId.value === DOC_TYPE_ID) docType = ascii(bytes, start, end).replace(/\0+$/, "");
    offset = end;
  }
  const segment = readVint(bytes, bodyEnd, true);
  return docType === "webm" && segment?.value === SEGMENT_ID;
}

/** The container the bytes really are, whatever the file was called; undefined if not allowed. */
export function detectVideoType(bytes: Uint8Array): VideoType | undefined {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") return isMp4(bytes) ? "mp4" : undefined;
  if (isWebm(bytes)) return "webm";
  return undefined;
}
