import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSession } from "@/server/auth/session-store";
import type { Db } from "@/server/db/connect";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";
import { requestCookies, useDatabase } from "../support/admin-request";

/*
 * Service and industry pages (issue 27, docs/decisions/0037) through the admin's actions on both
 * databases: a new page's path is checked against the routes and the other pages; a page keeps
 * its path; what is published is what the catalogue, the redirects and the publishing gate see.
 */

vi.mock("next/headers", async () => (await import("../support/admin-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../support/admin-request")).nextCache);
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: vi.fn(),
}));
vi.mock(
  "@/server/db/database",
  async () => (await import("../support/admin-request")).databaseModule,
);

const { SESSION_COOKIE } = await import("@/server/auth/session");
const { createPage, savePage } = await import("@/server/categories/actions");
const { readAllPages, readPageCatalogue, readPage } = await import("@/server/categories/pages");
const { saveRedirects } = await import("@/server/redirects/actions");
const { shippedPage } = await import("@/lib/categories/category-page");

const finance = shippedPage("Finance")!;
const webDesign = {
  ...finance,
  path: "WebDesign",
  kind: "service",
  name: "Web Design",
  image: "/media/works/web-digital.webp",
};

describe.each(testDatabaseKinds)("category pages on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    useDatabase(db);
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await truncateAll(db);
    requestCookies.clear();
    requestCookies.set(SESSION_COOKIE, (await createSession(db)).token);
  });

  it("refuses a new page at an address of the site or another page's, in any casing", async () => {
    for (const [path, message] of [
      ["About", "/About is an address of the site already: choose another path."],
      ["thought-hub", "/thought-hub is an address of the site already: choose another path."],
      ["media", "/media is an address of the site already: choose another path."],
      ["FINANCE", "There is a page at /Finance already: choose another path, or edit that page."],
      [
        "web design",
        "A path is a letter, then letters, digits or dashes, at most 60 (like WebDesign).",
      ],
    ] as const) {
      const result = await createPage({ ...webDesign, path });
      expect(result, path).toMatchObject({ status: "invalid", errors: { path: message } });
    }
    expect(await readAllPages(db)).toHaveLength(21);
  });

  it("adds a page, lists it, keeps its path, and takes it out of the catalogue when unpublished", async () => {
    expect(await createPage(webDesign)).toMatchObject({ status: "saved", message: "Page added." });
    expect((await readAllPages(db)).at(-1)?.path).toBe("WebDesign");
    expect(await readPageCatalogue(db)).toContainEqual({ name: "Web Design", path: "/WebDesign" });
    expect(await createPage(webDesign)).toMatchObject({
      errors: {
        path: "There is a page at /WebDesign already: choose another path, or edit that page.",
      },
    });

    const stored = (await readPage(db, "webdesign"))!;
    expect(
      await savePage("WebDesign", {
        version: stored.version,
        values: { ...webDesign, path: "WebDesign2" },
      }),
    ).toMatchObject({
      status: "invalid",
      errors: { path: "A page keeps its path: add a new page and a redirect instead." },
    });
    expect(
      await savePage("NoSuchPage", {
        version: "shipped",
        values: { ...webDesign, path: "NoSuchPage" },
      }),
    ).toMatchObject({
      status: "invalid",
      errors: { path: "There is no page at /NoSuchPage: add it as a new page." },
    });

    // Redirects see the published pages: one leads to it, none may start at it.
    const redirect = (from: string, to: string) =>
      saveRedirects({ version: "shipped", values: { redirects: [{ from, to, permanent: true }] } });
    expect(await redirect("/WebDesign", "/about")).toMatchObject({
      errors: {
        "redirects.0.from":
          "/WebDesign is a page of this site: a redirect from it would never apply.",
      },
    });
    expect(await redirect("/old-web", "/webdesign")).toMatchObject({
      errors: { "redirects.0.to": "/webdesign itself moves to /WebDesign: lead straight there." },
    });

    const saved = await savePage("WebDesign", {
      version: stored.version,
      values: { ...webDesign, published: false },
    });
    expect(saved).toMatchObject({ status: "saved", message: "Page saved." });
    expect(await readPageCatalogue(db)).not.toContainEqual({
      name: "Web Design",
      path: "/WebDesign",
    });
    const audit = await db.selectFrom("auditLog").select(["kind", "subject", "detail"]).execute();
    expect(audit).toEqual([
      { kind: "page.created", subject: "/WebDesign", detail: null },
      { kind: "page.updated", subject: "/WebDesign", detail: "unpublished" },
    ]);
    // Unpublished, its address may be redirected; nothing may lead to it.
    expect(await redirect("/WebDesign", "/about")).toMatchObject({ status: "saved" });
  });
});
