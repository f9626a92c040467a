import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  generatedRoutesModule,
  listAppRoutes,
  listNotFoundRoutes,
  ROUTES_MODULE,
} from "./app-routes";

describe("the route list", () => {
  it("is up to date with src/app (run `npm run routes` after adding a page)", async () => {
    expect(readFileSync(ROUTES_MODULE, "utf8")).toBe(await generatedRoutesModule());
  });
});

describe("listAppRoutes", () => {
  const app = mkdtempSync(path.join(tmpdir(), "kursi-app-routes-"));
  afterAll(() => rmSync(app, { recursive: true, force: true }));
  const file = (relative: string) => {
    mkdirSync(path.dirname(path.join(app, relative)), { recursive: true });
    writeFileSync(path.join(app, relative), "");
  };

  it("finds pages, route handlers and metadata files, without groups or private folders", () => {
    file("(site)/page.tsx");
    file("(site)/team/page.tsx");
    file("(site)/[slug]/page.tsx");
    file("(site)/[slug]/opengraph-image.tsx");
    file("(site)/layout.tsx");
    file("api/things/route.ts");
    file("_private/page.tsx");
    file("fonts/faces.ts");
    file("fonts/faces.test.ts");
    file("sitemap.ts");
    file("robots.ts");
    file("icon.svg");
    expect(listAppRoutes(app)).toEqual([
      "/",
      "/[slug]",
      "/[slug]/opengraph-image",
      "/api/things",
      "/icon.svg",
      "/robots.txt",
      "/sitemap.xml",
      "/team",
    ]);
  });

  it("lists the folders below the root that have a not-found page of their own", () => {
    file("not-found.tsx");
    file("(site)/[slug]/not-found.tsx");
    file("admin/things/[id]/not-found.tsx");
    file("_private/not-found.tsx");
    expect(listNotFoundRoutes(app)).toEqual(["/[slug]", "/admin/things/[id]"]);
  });
});
