import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { InFlightRequests, mayRender } from "./in-flight-requests";

function response() {
  return new EventEmitter();
}

describe("InFlightRequests", () => {
  it("settles at once when nothing is in flight", async () => {
    await expect(new InFlightRequests().settled(1_000)).resolves.toBe(true);
  });

  it("waits for the requests in flight when asked, not for later ones", async () => {
    const requests = new InFlightRequests();
    const first = response();
    const second = response();
    requests.track(first);
    requests.track(second);
    let settled: boolean | undefined;
    const waiting = requests.settled(60_000).then((result) => (settled = result));

    const later = response();
    requests.track(later);
    first.emit("close");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBeUndefined();

    second.emit("close");
    await waiting;
    expect(settled).toBe(true);
    expect(requests.size).toBe(1); // the later one, still running
  });

  it("gives up after the timeout, so a stalled client cannot hold a write", async () => {
    const requests = new InFlightRequests();
    requests.track(response());
    await expect(requests.settled(10)).resolves.toBe(false);
  });
});

describe("mayRender", () => {
  const get = (url: string, headers = {}) => ({ method: "GET", url, headers });

  it("counts page, feed and data reads", () => {
    expect(mayRender(get("/thought-hub/abc"))).toBe(true);
    expect(mayRender(get("/feed.xml"))).toBe(true);
    expect(mayRender({ method: "HEAD", url: "/", headers: {} })).toBe(true);
  });

  it("leaves out files, optimised images, byte ranges and writes, which never render", () => {
    expect(mayRender(get("/_next/static/chunks/app.js"))).toBe(false);
    expect(mayRender(get("/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75"))).toBe(false);
    expect(mayRender(get("/media/works/film.mp4"))).toBe(false);
    expect(mayRender(get("/fonts/fraunces-core-600.woff2"))).toBe(false);
    expect(mayRender(get("/uploads/0123456789abcdef.webp"))).toBe(false);
    expect(mayRender(get("/anything", { range: "bytes=0-" }))).toBe(false);
    expect(mayRender({ method: "POST", url: "/admin", headers: {} })).toBe(false);
  });
});
