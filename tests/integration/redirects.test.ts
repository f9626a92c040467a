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
 * The operator's redirects (issue 27, docs/decisions/0036), saved through the admin's action on
 * both databases: what the list alone cannot tell (a page of the site, a path the proxy never
 * hands over) is checked against the routes on the server; a save is audited and keeps its
 * history; the redirects route follows what was saved.
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
const { saveRedirects, restoreRedirects } = await import("@/server/redirects/actions");
const { loadAdminRedirects } = await import("@/server/redirects/admin-redirects");
const { readDocument } = await import("@/server/content/documents");
const { GET } = await import("@/app/api/moved/route");
const { NextRequest } = await import("next/server");

const moved = (path: string) =>
  GET(new NextRequest(`http://site.test/api/moved?${new URLSearchParams({ path })}`));

describe.each(testDatabaseKinds)("redirects on %s", (kind) => {
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

  it("refuses what would never apply or lead nowhere, beside each redirect, and saves nothing", async () => {
    const result = await saveRedirects({
      version: "shipped",
      values: {
        redirects: [
          { from: "/about", to: "/work", permanent: true },
          { from: "/brandidentity", to: "/work", permanent: true },
          { from: "/brochure.pdf", to: "/work", permanent: true },
          { from: "/old-a", to: "/no-such-page", permanent: true },
          { from: "/old-b", to: "/admin/blog", permanent: true },
          { from: "/old-c", to: "/finance", permanent: true },
          { from: "/old-d", to: "/old-e", permanent: true },
          { from: "/old-e", to: "/BrandIdentity", permanent: true },
        ],
      },
    });
    expect(result).toMatchObject({ status: "invalid" });
    expect(result.status === "invalid" && result.errors).toEqual({
      "redirects.0.from": "/about is a page of this site: a redirect from it would never apply.",
      "redirects.1.from":
        "The site already sends /brandidentity to /BrandIdentity: a redirect from it would never apply.",
      "redirects.2.from": "A file (.pdf) is never redirected; old pages (.html, .php, .aspx…) are.",
      "redirects.3.to": "/no-such-page is not a page of this site.",
      "redirects.4.to":
        "Redirects lead to a public page of the site, not the admin or its services.",
      "redirects.5.to": "/finance itself moves to /Finance: lead straight there.",
      "redirects.6.to":
        "/old-e is itself redirected, to /BrandIdentity: lead straight there (chains are refused).",
    });
    expect(await readDocument(db, "redirects")).toBeNull();
  });

  it("saves, audits and follows the redirects; restores the list as shipped", async () => {
    const result = await saveRedirects({
      version: "shipped",
      values: {
        redirects: [
          { from: "/about-us.html", to: "/about", permanent: true },
          { from: "/Offers", to: "/contact?topic=offer", permanent: false },
        ],
      },
    });
    expect(result).toMatchObject({ status: "saved", message: "Redirects saved." });
    const audit = await db.selectFrom("auditLog").select(["kind", "subject", "detail"]).execute();
    expect(audit).toEqual([
      { kind: "redirects.updated", subject: "Redirects", detail: "2 redirects" },
    ]);

    const permanent = await moved("/About-Us.html");
    expect(permanent.status).toBe(308);
    expect(permanent.headers.get("location")).toBe("http://site.test/about");
    const temporary = await moved("/offers/");
    expect(temporary.status).toBe(307);
    expect(temporary.headers.get("location")).toBe("http://site.test/contact?topic=offer");
    const unknown = await moved("/nothing-here");
    expect(unknown.status).toBe(307);
    expect(unknown.headers.get("location")).toBe("http://site.test/");

    const { version, revisions } = await loadAdminRedirects();
    const shipped = revisions.find((revision) => revision.origin === "shipped")!;
    expect(await restoreRedirects(shipped.id, version)).toMatchObject({
      status: "saved",
      message: "Revision 1 restored.",
    });
    expect((await readDocument(db, "redirects"))?.data).toEqual({ redirects: [] });
    expect((await moved("/about-us.html")).headers.get("location")).toBe("http://site.test/");
  });
});
