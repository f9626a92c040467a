import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type {
  Request as PlaywrightRequest,
  Response as PlaywrightResponse,
} from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { type ServerProcess, startServer } from "./support/server-process";

/*
 * An uploaded video played in Chromium from /uploads/ on the production server, over a slow
 * connection, and sought near its end: the browser asks for the bytes at the new position with
 * a Range request, the server answers 206 with just those, and playback goes on from there
 * without the file having been downloaded up to it.
 */

const PORT = Number(process.env.E2E_VIDEO_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 83);
const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? "data/e2e"}-video`);
const video = readFileSync("public/media/video/creative-multimedia.mp4");
const key = `${createHash("sha256").update(video).digest("hex").slice(0, 32)}.mp4`;
/** Bytes per second: slow enough that a seek overtakes the download. */
const THROUGHPUT = 48 * 1024;

test.describe("an uploaded video", () => {
  let server: ServerProcess | undefined;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "one server on one port: runs in the desktop project (and screenshots both widths)",
    );
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", key), video);
    server = await startServer({ port: PORT, dataDir, env: { SEED_SAMPLE_CONTENT: "false" } });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("plays and seeks through Range requests answered with 206", async ({ page }, testInfo) => {
    const ranges: { range: string; status: number; contentRange: string | null }[] = [];
    page.on("response", (response: PlaywrightResponse) => {
      const request: PlaywrightRequest = response.request();
      if (!request.url().endsWith(`/uploads/${key}`)) return;
      ranges.push({
        range: request.headers().range ?? "",
        status: response.status(),
        contentRange: response.headers()["content-range"] ?? null,
      });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: THROUGHPUT,
      uploadThroughput: THROUGHPUT,
    });

    await page.goto(`${server!.baseURL}/about`);
    await page.evaluate((src) => {
      const element = document.createElement("video");
      element.src = src;
      element.controls = true;
      element.muted = true;
      element.preload = "metadata";
      element.style.cssText = "position:fixed;inset:10%;width:80%;z-index:9999;background:#000";
      document.body.append(element);
    }, `/uploads/${key}`);
    const player = page.locator("video[src^='/uploads/']");
    const duration = await player.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          if (element.readyState >= 1) resolve(element.duration);
          else element.addEventListener("loadedmetadata", () => resolve(element.duration));
        }),
    );
    expect(duration).toBeGreaterThan(2);

    // Seek to 85 % and play: the bytes there are fetched on their own, long before the
    // download from the start could have reached them.
    const target = duration * 0.85;
    const seekedAt = await player.evaluate(
      (element: HTMLVideoElement, time: number) =>
        new Promise<number>((resolve) => {
          element.addEventListener("seeked", () => resolve(element.currentTime), { once: true });
          element.currentTime = time;
        }),
      target,
    );
    expect(seekedAt).toBeCloseTo(target, 0);
    await player.evaluate((element: HTMLVideoElement) => element.play());
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(target + 0.5);

    const partials = ranges.filter((entry) => entry.status === 206);
    expect(partials.length).toBeGreaterThan(0);
    const sought = partials.find((entry) => /^bytes=[1-9]\d*-/.test(entry.range));
    expect(sought, JSON.stringify(ranges)).toBeDefined();
    const start = Number(/^bytes=(\d+)-/.exec(sought!.range)![1]);
    expect(sought!.contentRange).toMatch(new RegExp(`^bytes ${start}-\\d+/${video.length}$`));
    expect(start).toBeGreaterThan(video.length / 2);
    expect(ranges.every((entry) => entry.status === 206 || entry.status === 200)).toBe(true);
    testInfo.annotations.push({ type: "ranges", description: JSON.stringify(ranges) });
    console.log(`ranges: ${JSON.stringify(ranges)}`);

    await page.screenshot({ path: testInfo.outputPath("video-seek-1440.png") });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: testInfo.outputPath("video-seek-375.png") });
  });
});
