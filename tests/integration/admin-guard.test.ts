import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isValidElement, type ReactNode } from "react";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_POST_FORM, type SavePostRequest } from "@/lib/blog/post-form";
import { setAdminKey } from "@/server/auth/admin-key";
import { SESSION_ABSOLUTE_TTL_MS, SESSION_IDLE_TTL_MS } from "@/server/auth/auth-constants";
import { createSession } from "@/server/auth/session-store";
import { createPost, getPost } from "@/server/blog/posts";
import {
  createPostWithRevision,
  listRevisions,
  updatePostWithRevision,
} from "@/server/blog/revisions";
import type { Db } from "@/server/db/connect";
import { storeInquiry } from "@/server/inquiries/inquiries";
import { createTeamMember } from "@/server/portfolio/team";
import { createTestimonial } from "@/server/portfolio/testimonials";
import { createWork } from "@/server/portfolio/works";
import { LocalDirectoryStorage } from "@/server/storage/local-storage";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/databases";
import { requestCookies, useDatabase } from "../support/admin-request";

/*
 * The admin guard, proved over everything the admin exposes. The admin's Server Actions (every
 * export of every "use server" module under src), its route handlers (every method of
 * every route under an admin path) and its pages are found by walking src/app, so one added
 * later is covered, or fails this test until it is. Each must refuse a request with no
 * session, an expired one (absolute and idle) and a forged cookie, with no effect; and, so the
 * refusal is known to come from the guard, each must work for a live session.
 */

// --- The request as next/headers would give it, and the database and storage under test. ---
let currentDb: Db;
const uploads = mkdtempSync(path.join(tmpdir(), "kursi-guard-uploads-"));

vi.mock("next/headers", async () => (await import("../support/admin-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../support/admin-request")).nextCache);
// after() needs a Next.js request; the work it schedules (purging replayed pages) is not under test.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: vi.fn(),
}));
vi.mock(
  "@/server/db/database",
  async () => (await import("../support/admin-request")).databaseModule,
);
vi.mock("@/server/storage/storage", () => ({
  getMediaStorage: () => new LocalDirectoryStorage(uploads),
}));

const { SESSION_COOKIE } = await import("@/server/auth/session");
const { AdminGate } = await import("@/components/admin/admin-gate");
const { AdminPage, AdminSignIn } = await import("@/components/admin/admin-page");
const { PostEditorSection } = await import("@/components/admin/blog/post-editor-section");
const { PostList } = await import("@/components/admin/blog/post-list");
const { PostDeleteConfirmation } = await import("@/components/admin/blog/post-delete-confirmation");
const { loadAdminPostList, loadEditablePost, loadPostToDelete } =
  await import("@/server/blog/admin-posts");
const { DEFAULT_ADMIN_POST_QUERY } = await import("@/lib/blog/admin-post-query");
const { NotSignedInError } = await import("@/server/auth/session");
const { InquiryInbox } = await import("@/components/admin/inquiries/inquiry-inbox");
const { InquiryDetail } = await import("@/components/admin/inquiries/inquiry-detail");
const { loadInquiry, loadInquiryInbox } = await import("@/server/inquiries/inbox");
const { TwoFactorSettings } = await import("@/components/admin/security/two-factor-settings");
const { loadTwoFactorSettings } = await import("@/server/auth/two-factor-settings");
const { WorksManager } = await import("@/components/admin/portfolio/works-manager");
const { TestimonialsManager } = await import("@/components/admin/portfolio/testimonials-manager");
const { TeamManager } = await import("@/components/admin/portfolio/team-manager");
const { loadAdminTeam, loadAdminTestimonials, loadAdminWorks } =
  await import("@/server/portfolio/admin-portfolio");
const { AuditLog } = await import("@/components/admin/audit/audit-log");
const { loadAuditLog } = await import("@/server/audit/audit-screen");
const { SettingsForm } = await import("@/components/admin/site/settings-form");
const { loadAdminSettings } = await import("@/server/settings/admin-settings");
const { DEFAULT_SITE_SETTINGS } = await import("@/lib/settings/site-settings");
const { readDocument, writeDocument } = await import("@/server/content/documents");
const { HomeLists } = await import("@/components/admin/site/home-lists");
const { loadAdminHome } = await import("@/server/home/admin-home");
const { DEFAULT_SERVICE_CARDS } = await import("@/lib/home/home-content");
const { RedirectsForm } = await import("@/components/admin/site/redirects-form");
const { loadAdminRedirects } = await import("@/server/redirects/admin-redirects");
const { PagesList } = await import("@/components/admin/site/pages-list");
const { PageEditor } = await import("@/components/admin/site/page-editor");
const { loadAdminPage, loadAdminPages } = await import("@/server/categories/admin-pages");
const { SHIPPED_PAGES } = await import("@/lib/categories/category-page");
const { MediaLibrary } = await import("@/components/admin/media/media-library");
const { loadAdminMedia } = await import("@/server/media/admin-media");
const { getMedia, listAltRevisions, recordMedia, writeMediaAlt } =
  await import("@/server/media/media-library");

// --- What the admin exposes, found on disk. ---
const SRC = path.resolve("src");
const APP = path.join(SRC, "app");
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}
const sourceFiles = walk(SRC).filter((file) => /\.(ts|tsx)$/.test(file));
const appFiles = sourceFiles.filter((file) => file.startsWith(APP + path.sep));
const isAdminPath = (file: string) => /(^|\/)admin(\/|$)/.test(path.relative(APP, file));
/** Every Server Action module, wherever it lives: any of them could be an admin action. */
const actionModules = sourceFiles.filter((file) =>
  /^\s*["']use server["']/.test(readFileSync(file, "utf8")),
);
const routeModules = appFiles.filter((file) => isAdminPath(file) && /\/route\.tsx?$/.test(file));
const pageModules = appFiles.filter((file) => isAdminPath(file) && /\/page\.tsx?$/.test(file));

/**
 * What each admin page shows a signed-in admin (or where it sends one), and the route
 * parameters it needs.
 */
const SIGNED_IN_VIEWS: Record<
  string,
  { component?: unknown; redirect?: string; params: (f: Fixture) => object }
> = {
  "admin/page.tsx": { redirect: "/admin/blog/new", params: () => ({}) },
  "admin/blog/page.tsx": { component: PostList, params: () => ({}) },
  "admin/blog/new/page.tsx": { component: PostEditorSection, params: () => ({}) },
  "admin/blog/[id]/edit/page.tsx": {
    component: PostEditorSection,
    params: ({ postId }) => ({ id: postId }),
  },
  "admin/blog/[id]/delete/page.tsx": {
    component: PostDeleteConfirmation,
    params: ({ postId }) => ({ id: postId }),
  },
  "admin/inquiries/page.tsx": { component: InquiryInbox, params: () => ({}) },
  "admin/inquiries/[id]/page.tsx": {
    component: InquiryDetail,
    params: ({ inquiryId }) => ({ id: inquiryId }),
  },
  "admin/security/page.tsx": { component: TwoFactorSettings, params: () => ({}) },
  "admin/portfolio/page.tsx": { component: WorksManager, params: () => ({}) },
  "admin/portfolio/testimonials/page.tsx": { component: TestimonialsManager, params: () => ({}) },
  "admin/portfolio/team/page.tsx": { component: TeamManager, params: () => ({}) },
  "admin/audit/page.tsx": { component: AuditLog, params: () => ({}) },
  "admin/settings/page.tsx": { component: SettingsForm, params: () => ({}) },
  "admin/home/page.tsx": { component: HomeLists, params: () => ({}) },
  "admin/redirects/page.tsx": { component: RedirectsForm, params: () => ({}) },
  "admin/pages/page.tsx": { component: PagesList, params: () => ({}) },
  "admin/pages/new/page.tsx": { component: PageEditor, params: () => ({}) },
  "admin/pages/[path]/page.tsx": { component: PageEditor, params: () => ({ path: "Finance" }) },
  "admin/media/page.tsx": { component: MediaLibrary, params: () => ({}) },
};

/**
 * Actions anyone may call: signing in (the key, then the second factor) is how a session
 * starts; visitors send inquiries.
 */
const PUBLIC_ACTIONS = new Set(["signIn", "verifySignInCode", "submitInquiry"]);
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** What Next.js passes a route handler: the dynamic segments of its path. */
type RouteContext = { params: Promise<Record<string, string>> };

type Fixture = {
  postId: string;
  liveToken: string;
  inquiryId: string;
  deliveryId: string;
  workIds: string[];
  testimonialId: string;
  memberId: string;
  /** A post saved twice, for the revision history's actions: its first revision and version. */
  revisedPostId: string;
  revisionId: string;
  revisedVersion: string;
  /** The settings saved once over the shipped ones: their version and the shipped revision. */
  settingsVersion: string;
  shippedSettingsRevisionId: string;
  /** Likewise the home's service cards. */
  cardsVersion: string;
  shippedCardsRevisionId: string;
  /**
   * Media library entries (0041): one to describe, one to delete, one replaced by another, one
   * with an alt text history to restore.
   */
  media: { alt: string; unused: string; old: string; replacement: string; described: string };
  /** The described file's alt text, saved once: the revision from before that save (none). */
  mediaRevisionId: string;
};
/** A revision route's segments: the fixture's earlier revision. */
const routeContext = (fixture: Fixture) => ({
  params: Promise.resolve({ id: fixture.revisedPostId, revisionId: fixture.revisionId }),
});

type ActionCase = {
  args: (fixture: Fixture) => unknown[];
  /** What the action did when it was allowed to: proves the refusal came from the guard. */
  worked: (result: unknown, fixture: Fixture) => Promise<void> | void;
};

const saveRequest = (title: string): SavePostRequest => ({
  id: null,
  version: null,
  values: { ...EMPTY_POST_FORM, title, category: "Guard", content: "<p>Guarded.</p>" },
});

/** Arguments for each admin action. A new action needs an entry here before this test passes. */
const ACTIONS: Record<string, ActionCase> = {
  savePost: {
    // Published over the quality gate's warnings (no excerpt): the gate has tests of its own.
    args: () => [saveRequest("Created by the guard test"), { publishAnyway: true }],
    worked: async (result) => {
      expect(result).toMatchObject({ status: "saved", mode: "created" });
      expect(await titles()).toContain("Created by the guard test");
      // Its first revision: typed, by a short name for the session, never its token or hash.
      const id = (result as { id: string }).id;
      const [revision] = await listRevisions(currentDb, id);
      expect(revision).toMatchObject({ number: 1, origin: "typed" });
      expect(revision?.sessionRef).toMatch(/^[0-9a-f]{12}$/);
      const hashes = await currentDb.selectFrom("adminSessions").select("tokenHash").execute();
      for (const { tokenHash } of hashes) expect(tokenHash).not.toContain(revision!.sessionRef);
    },
  },
  restorePostRevision: {
    args: ({ revisedPostId, revisionId, revisedVersion }) => [
      revisedPostId,
      revisionId,
      revisedVersion,
    ],
    worked: async (result, { revisedPostId }) => {
      expect(result).toMatchObject({ status: "saved", message: "Revision restored." });
      expect((await getPost(currentDb, revisedPostId))?.title).toBe("Earlier");
      const [newest] = await listRevisions(currentDb, revisedPostId);
      expect(newest).toMatchObject({ number: 3, origin: "restored" });
    },
  },
  deletePost: {
    args: ({ postId }) => [{ status: "idle" }, formData({ id: postId, back: "status=draft" })],
    worked: async (result) => {
      // The confirmation page's form (no JavaScript) is answered with the list it came from.
      expect(result).toEqual({ redirected: "/admin/blog?status=draft&deleted=1" });
      expect(await titles()).not.toContain("Existing");
    },
  },
  signOut: {
    args: () => [],
    worked: async () => expect(await sessionCount()).toBe(1),
  },
  markInquiryHandled: {
    args: ({ inquiryId }) => [inquiryId, true],
    worked: async (result, { inquiryId }) => {
      expect(result).toMatchObject({ status: "done" });
      expect((await inquiryRow(inquiryId))?.status).toBe("handled");
    },
  },
  retryInquiryDelivery: {
    args: ({ inquiryId, deliveryId }) => [inquiryId, deliveryId],
    worked: async (result, { deliveryId }) => {
      expect(result).toMatchObject({ status: "done" });
      const delivery = await currentDb
        .selectFrom("inquiryDeliveries")
        .select(["status", "attempts"])
        .where("id", "=", deliveryId)
        .executeTakeFirst();
      expect(delivery).toEqual({ status: "pending", attempts: 0 });
    },
  },
  updateTwoFactor: {
    args: () => [{ status: "idle" }, formData({ intent: "start" })],
    worked: async (result) => {
      expect(result).toEqual({ status: "idle" });
      const row = await currentDb
        .selectFrom("adminTwoFactor")
        .select(["secret", "enabledAt"])
        .executeTakeFirst();
      // Sealed with the encryption key (docs/decisions/0033), never stored in clear.
      expect(row).toMatchObject({
        secret: expect.stringMatching(/^v1:[0-9a-f]{16}:[A-Za-z0-9_-]+$/),
        enabledAt: null,
      });
    },
  },
  saveWork: {
    args: ({ workIds }) => [
      {
        id: workIds[0],
        values: {
          title: "Edited by the guard test",
          category: "Guard",
          description: "A guarded work.",
          imageUrl: "/media/works/web-digital.webp",
          videoUrl: "",
          posterUrl: "",
          background: "ink",
        },
      },
    ],
    worked: async (result) => {
      expect(result).toMatchObject({ status: "saved", message: "Work saved." });
      expect(await workTitles()).toContain("Edited by the guard test");
    },
  },
  saveTestimonial: {
    args: ({ testimonialId }) => [
      {
        id: testimonialId,
        values: { quote: "Edited by the guard test.", author: "Guard", position: "", company: "" },
      },
    ],
    worked: async (result) => {
      expect(result).toMatchObject({ status: "saved", message: "Testimonial saved." });
      const rows = await currentDb.selectFrom("testimonials").select("quote").execute();
      expect(rows).toEqual([{ quote: "Edited by the guard test." }]);
    },
  },
  saveTeamMember: {
    args: ({ memberId }) => [
      {
        id: memberId,
        values: {
          name: "Guard Member",
          role: "Edited",
          tagline: "Edited by the guard test.",
          imageUrl: "/media/team/member-2.webp",
        },
      },
    ],
    worked: async (result) => {
      expect(result).toMatchObject({ status: "saved", message: "Team member saved." });
      const rows = await currentDb.selectFrom("teamMembers").select("role").execute();
      expect(rows).toEqual([{ role: "Edited" }]);
    },
  },
  reorderPortfolio: {
    args: ({ workIds }) => ["works", [...workIds].reverse()],
    worked: async (result, { workIds }) => {
      expect(result).toMatchObject({ status: "done" });
      const rows = await currentDb.selectFrom("works").select("id").orderBy("sortOrder").execute();
      expect(rows.map((row) => row.id).slice(0, 2)).toEqual([...workIds].reverse());
    },
  },
  deletePortfolioEntry: {
    args: ({ memberId }) => ["team", memberId],
    worked: async (result) => {
      expect(result).toMatchObject({ status: "done", message: "Team member deleted." });
      expect(await currentDb.selectFrom("teamMembers").selectAll().execute()).toEqual([]);
    },
  },
  restoreSiteSettings: {
    args: ({ shippedSettingsRevisionId, settingsVersion }) => [
      shippedSettingsRevisionId,
      settingsVersion,
    ],
    worked: async (result, fixture) => {
      expect(result).toMatchObject({ status: "saved", message: "Revision 1 restored." });
      expect((await readDocument(currentDb, "settings"))?.data).toEqual(DEFAULT_SITE_SETTINGS);
      // The other settings action, whichever runs next, goes over this version.
      fixture.settingsVersion = (result as { version: string }).version;
    },
  },
  saveSiteSettings: {
    args: ({ settingsVersion }) => [
      { version: settingsVersion, values: { ...DEFAULT_SITE_SETTINGS, phone: "+91 79 4000 1234" } },
    ],
    worked: async (result, fixture) => {
      expect(result).toMatchObject({ status: "saved", message: "Settings saved." });
      expect((await readDocument(currentDb, "settings"))?.data).toMatchObject({
        phone: "+91 79 4000 1234",
      });
      fixture.settingsVersion = (result as { version: string }).version;
    },
  },
  saveServiceCards: {
    args: ({ cardsVersion }) => [
      {
        version: cardsVersion,
        values: { cards: DEFAULT_SERVICE_CARDS.cards.slice(0, 2).reverse() },
      },
    ],
    worked: async (result, fixture) => {
      expect(result).toMatchObject({ status: "saved", message: "Service cards saved." });
      const stored = (await readDocument(currentDb, "home:service-cards"))?.data;
      expect(stored).toMatchObject({
        cards: [{ id: "creative-design" }, { id: "brand-identity" }],
      });
      fixture.cardsVersion = (result as { version: string }).version;
    },
  },
  restoreServiceCards: {
    args: ({ shippedCardsRevisionId, cardsVersion }) => [shippedCardsRevisionId, cardsVersion],
    worked: async (result, fixture) => {
      expect(result).toMatchObject({ status: "saved", message: "Revision 1 restored." });
      expect((await readDocument(currentDb, "home:service-cards"))?.data).toEqual(
        DEFAULT_SERVICE_CARDS,
      );
      fixture.cardsVersion = (result as { version: string }).version;
    },
  },
  saveSelectorPairs: {
    args: () => [
      {
        version: "shipped",
        values: { pairs: [{ design: "Brand Identity", audiences: ["Hospitals"] }] },
      },
    ],
    worked: async (result) => {
      expect(result).toMatchObject({ status: "saved", message: "Selector pairs saved." });
      expect((await readDocument(currentDb, "home:selector-pairs"))?.data).toEqual({
        pairs: [{ design: "Brand Identity", audiences: ["Hospitals"] }],
      });
    },
  },
  saveRedirects: {
    args: () => [
      {
        version: "shipped",
        values: { redirects: [{ from: "/about-us.html", to: "/about", permanent: true }] },
      },
    ],
    worked: async (result) => {
      expect(result).toMatchObject({ status: "saved", message: "Redirects saved." });
      expect((await readDocument(currentDb, "redirects"))?.data).toEqual({
        redirects: [{ from: "/about-us.html", to: "/about", permanent: true }],
      });
    },
  },
  restoreRedirects: {
    args: () => ["NoSuchRevision", "shipped"],
    worked: (result) =>
      expect(result).toEqual({ status: "error", message: "That revision no longer exists." }),
  },
  savePage: {
    args: () => [
      "Finance",
      {
        version: "shipped",
        values: { ...SHIPPED_PAGES.find((page) => page.path === "Finance"), name: "Fintech" },
      },
    ],
    worked: async (result) => {
      expect(result).toMatchObject({ status: "saved", message: "Page saved." });
      expect((await readDocument(currentDb, "page:finance"))?.data).toMatchObject({
        path: "Finance",
        name: "Fintech",
      });
    },
  },
  restorePage: {
    args: () => ["Finance", "NoSuchRevision", "shipped"],
    worked: (result) =>
      expect(result).toEqual({ status: "error", message: "That revision no longer exists." }),
  },
  createPage: {
    args: () => [
      {
        ...SHIPPED_PAGES[0],
        path: "GuardPage",
        name: "Guard page",
        image: "/media/works/web-digital.webp",
      },
    ],
    worked: async (result) => {
      expect(result).toMatchObject({ status: "saved", message: "Page added." });
      expect((await readDocument(currentDb, "page:guardpage"))?.data).toMatchObject({
        path: "GuardPage",
        published: true,
      });
    },
  },
  saveMediaAlt: {
    args: ({ media }) => [media.alt, { alt: "Described by the guard test", shownAlt: "" }],
    worked: async (result, { media }) => {
      expect(result).toMatchObject({ status: "done" });
      expect(await getMedia(currentDb, media.alt)).toMatchObject({
        alt: "Described by the guard test",
      });
    },
  },
  restoreMediaAlt: {
    args: ({ media, mediaRevisionId }) => [media.described, mediaRevisionId, "Described before"],
    worked: async (result, { media }) => {
      expect(result).toMatchObject({ status: "done", alt: "" });
      expect(await getMedia(currentDb, media.described)).toMatchObject({ alt: "" });
    },
  },
  deleteMedia: {
    args: ({ media }) => [media.unused],
    worked: async (result, { media }) => {
      expect(result).toMatchObject({ status: "done" });
      expect(await getMedia(currentDb, media.unused)).toBeUndefined();
      expect(readdirSync(uploads)).not.toContain(GUARD_MEDIA_KEYS.unused);
    },
  },
  replaceMedia: {
    args: ({ media }) => [media.old, media.replacement],
    worked: async (result, { media, workIds }) => {
      expect(result).toMatchObject({ status: "done", id: media.replacement });
      expect(await getMedia(currentDb, media.old)).toBeUndefined();
      const work = await currentDb
        .selectFrom("works")
        .select("imageUrl")
        .where("id", "=", workIds[1]!)
        .executeTakeFirst();
      expect(work?.imageUrl).toBe(`/uploads/${GUARD_MEDIA_KEYS.replacement}`);
    },
  },
  restoreSelectorPairs: {
    args: () => ["NoSuchRevision", "shipped"],
    worked: (result) =>
      expect(result).toEqual({ status: "error", message: "That revision no longer exists." }),
  },
  deleteInquiry: {
    args: ({ inquiryId }) => [inquiryId],
    worked: async (result, { inquiryId }) => {
      expect(result).toMatchObject({ status: "done" });
      expect(await inquiryRow(inquiryId)).toBeUndefined();
    },
  },
};

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const inquiryRow = (id: string) =>
  currentDb.selectFrom("inquiries").select("status").where("id", "=", id).executeTakeFirst();

const workTitles = async () =>
  (await currentDb.selectFrom("works").select("title").execute()).map((row) => row.title);
const titles = async () =>
  (await currentDb.selectFrom("posts").select("title").execute()).map((row) => row.title);
const sessionCount = async () =>
  Number(
    (
      await currentDb
        .selectFrom("adminSessions")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const snapshot = async () => ({
  posts: await currentDb
    .selectFrom("posts")
    .select(["id", "title", "updatedAt"])
    .orderBy("id")
    .execute(),
  revisions: await currentDb.selectFrom("postRevisions").select("id").orderBy("id").execute(),
  uploads: readdirSync(uploads).sort(),
  inquiries: await currentDb
    .selectFrom("inquiries")
    .select(["id", "status", "handledAt"])
    .orderBy("id")
    .execute(),
  deliveries: await currentDb
    .selectFrom("inquiryDeliveries")
    .select(["id", "status", "attempts", "nextAttemptAt"])
    .orderBy("id")
    .execute(),
  twoFactor: await currentDb.selectFrom("adminTwoFactor").selectAll().execute(),
  recoveryCodes: await currentDb.selectFrom("adminRecoveryCodes").selectAll().execute(),
  works: await currentDb.selectFrom("works").selectAll().orderBy("id").execute(),
  testimonials: await currentDb.selectFrom("testimonials").selectAll().orderBy("id").execute(),
  team: await currentDb.selectFrom("teamMembers").selectAll().orderBy("id").execute(),
  audit: await currentDb.selectFrom("auditLog").select(["id", "kind"]).orderBy("id").execute(),
  content: await currentDb.selectFrom("contentDocuments").selectAll().orderBy("key").execute(),
  contentRevisions: await currentDb
    .selectFrom("contentRevisions")
    .select("id")
    .orderBy("id")
    .execute(),
  media: await currentDb.selectFrom("media").selectAll().orderBy("id").execute(),
  mediaRevisions: await currentDb.selectFrom("mediaRevisions").selectAll().orderBy("id").execute(),
});

/** Runs a Server Action, turning Next's redirect (a thrown signal) into a value. */
async function call(action: (...args: unknown[]) => unknown, args: unknown[]): Promise<unknown> {
  try {
    return await action(...args);
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT")) return { redirected: digest.split(";")[2] };
    throw error;
  }
}

const HOUR = 60 * 60 * 1000;
const scenarios: Array<[name: string, cookie: (db: Db) => Promise<string | undefined>]> = [
  ["no session", async () => undefined],
  [
    "a session past its 7 days",
    async (db) =>
      (await createSession(db, new Date(Date.now() - SESSION_ABSOLUTE_TTL_MS - HOUR))).token,
  ],
  [
    "a session idle for a day",
    async (db) =>
      (await createSession(db, new Date(Date.now() - SESSION_IDLE_TTL_MS - HOUR))).token,
  ],
  ["a forged token", async () => "Q".repeat(43)],
  ["a malformed cookie", async () => "' OR 1=1 --"],
];

/** The admin's page shells are plain components; the search renders through them. */
const SHELLS = new Set<unknown>([AdminPage, AdminSignIn]);

const findsType = (node: ReactNode, type: unknown): boolean => {
  if (Array.isArray(node)) return node.some((child) => findsType(child, type));
  if (!isValidElement(node)) return false;
  if (node.type === type) return true;
  if (SHELLS.has(node.type)) {
    return findsType((node.type as (props: unknown) => ReactNode)(node.props), type);
  }
  return findsType((node.props as { children?: ReactNode }).children, type);
};

/** Files in the guard's storage with rows in the media library (0041). */
const GUARD_MEDIA_KEYS = {
  alt: "a0000000000000000000000000000001.webp",
  unused: "a0000000000000000000000000000002.webp",
  old: "a0000000000000000000000000000003.webp",
  replacement: "a0000000000000000000000000000004.webp",
  described: "a0000000000000000000000000000005.webp",
} as const;

const guardFiles = new Set<string>(Object.values(GUARD_MEDIA_KEYS));

const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#9b1c1f" } })
    .jpeg()
    .toBuffer();

describe("the admin surface, as found on disk", () => {
  it("is what this test covers: every action has a case, and nothing was missed", async () => {
    expect(actionModules.map((file) => path.relative(SRC, file)).sort()).toEqual(
      [
        "server/auth/actions.ts",
        "server/blog/actions.ts",
        "server/inquiries/actions.ts",
        "server/portfolio/actions.ts",
        "server/settings/actions.ts",
        "server/home/actions.ts",
        "server/redirects/actions.ts",
        "server/categories/actions.ts",
        "server/media/actions.ts",
      ].sort(),
    );
    expect(routeModules.map((file) => path.relative(APP, file)).sort()).toEqual([
      "api/admin/ai/route.ts",
      "api/admin/blog/[id]/revisions/[revisionId]/route.ts",
      "api/admin/blog/preview/route.ts",
      "api/admin/blog/references/route.ts",
      "api/admin/inquiries/export/route.ts",
      "api/admin/uploads/route.ts",
      "api/admin/uploads/video/route.ts",
    ]);
    expect(pageModules.map((file) => path.relative(APP, file)).sort()).toEqual([
      "admin/audit/page.tsx",
      "admin/blog/[id]/delete/page.tsx",
      "admin/blog/[id]/edit/page.tsx",
      "admin/blog/new/page.tsx",
      "admin/blog/page.tsx",
      "admin/home/page.tsx",
      "admin/inquiries/[id]/page.tsx",
      "admin/inquiries/page.tsx",
      "admin/media/page.tsx",
      "admin/page.tsx",
      "admin/pages/[path]/page.tsx",
      "admin/pages/new/page.tsx",
      "admin/pages/page.tsx",
      "admin/portfolio/page.tsx",
      "admin/portfolio/team/page.tsx",
      "admin/portfolio/testimonials/page.tsx",
      "admin/redirects/page.tsx",
      "admin/security/page.tsx",
      "admin/settings/page.tsx",
    ]);
    expect(Object.keys(SIGNED_IN_VIEWS).sort()).toEqual(
      pageModules.map((file) => path.relative(APP, file)).sort(),
    );
    for (const file of actionModules) {
      for (const name of Object.keys(await import(file))) {
        if (!PUBLIC_ACTIONS.has(name))
          expect(ACTIONS, `sample arguments for the action ${name}`).toHaveProperty(name);
      }
    }
  });
});

describe.each(testDatabaseKinds)("requireAdmin guards the whole admin on %s", (kind) => {
  let database: TestDatabase;
  let fixture: Fixture;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    currentDb = database.db;
    useDatabase(currentDb);
    await setAdminKey(currentDb, "the guard test's admin key");
  });
  afterAll(async () => {
    await database.destroy();
    rmSync(uploads, { recursive: true, force: true });
  });
  beforeEach(async () => {
    requestCookies.clear();
    await currentDb.deleteFrom("posts").execute();
    await currentDb.deleteFrom("adminSessions").execute();
    await currentDb.deleteFrom("inquiries").execute();
    await currentDb.deleteFrom("adminTwoFactor").execute();
    for (const table of [
      "works",
      "testimonials",
      "teamMembers",
      "contentDocuments",
      "contentRevisions",
      "media",
    ] as const)
      await currentDb.deleteFrom(table).execute();
    const settings = await writeDocument(
      currentDb,
      "settings",
      { ...DEFAULT_SITE_SETTINGS, email: "guard@example.com" },
      {
        expectedVersion: "shipped",
        origin: "saved",
        sessionRef: null,
        shipped: DEFAULT_SITE_SETTINGS,
        keep: 50,
      },
    );
    if (settings.status !== "saved") throw new Error("the settings were not saved");
    const cards = await writeDocument(
      currentDb,
      "home:service-cards",
      { cards: DEFAULT_SERVICE_CARDS.cards.slice(0, 3) },
      {
        expectedVersion: "shipped",
        origin: "saved",
        sessionRef: null,
        shipped: DEFAULT_SERVICE_CARDS,
        keep: 50,
      },
    );
    if (cards.status !== "saved") throw new Error("the cards were not saved");
    const shippedCards = await currentDb
      .selectFrom("contentRevisions")
      .select("id")
      .where("origin", "=", "shipped")
      .where("documentKey", "=", "home:service-cards")
      .executeTakeFirstOrThrow();
    const shippedSettings = await currentDb
      .selectFrom("contentRevisions")
      .select("id")
      .where("origin", "=", "shipped")
      .where("documentKey", "=", "settings")
      .executeTakeFirstOrThrow();
    rmSync(uploads, { recursive: true, force: true });
    mkdirSync(uploads);
    const media: Record<string, string> = {};
    for (const [name, key] of Object.entries(GUARD_MEDIA_KEYS)) {
      writeFileSync(path.join(uploads, key), await jpeg());
      const row = await recordMedia(currentDb, {
        key,
        kind: "image",
        contentType: "image/webp",
        bytes: 100,
        width: 8,
        height: 8,
        name: `${name}.jpg`,
        source: "upload",
      });
      media[name] = row.id;
    }
    await writeMediaAlt(currentDb, media.described!, "Described before", {
      origin: "saved",
      keep: 50,
    });
    const [, mediaBefore] = (await listAltRevisions(currentDb, [media.described!])).get(
      media.described!,
    )!;
    const post = await createPost(currentDb, {
      title: "Existing",
      category: "Guard",
      content: "<p>x</p>",
    });
    // An inquiry whose email delivery failed for good: something for every inbox action to do.
    const inquiry = await storeInquiry(
      currentDb,
      {
        submissionId: `guard-${Date.now()}-${Math.random()}`,
        name: "Guarded Visitor",
        email: "guarded@example.com",
        company: null,
        project: null,
        message: "Hello from the guard test.",
        clientHash: null,
        userAgent: null,
        referrer: null,
      },
      { channels: ["email"] },
    );
    const delivery = await currentDb
      .updateTable("inquiryDeliveries")
      .set({ status: "failed", attempts: 10, lastError: "refused" })
      .where("inquiryId", "=", inquiry.id)
      .returning("id")
      .executeTakeFirstOrThrow();
    const typed = { origin: "typed", aiProvider: null, aiModel: null, sessionRef: null } as const;
    const earlier = await createPostWithRevision(
      currentDb,
      { title: "Earlier", category: "Guard", content: "<p>Before.</p>" },
      typed,
    );
    const revised = await updatePostWithRevision(
      currentDb,
      earlier.id,
      earlier.updatedAt,
      { title: "Revised", category: "Guard", content: "<p>After.</p>" },
      typed,
      { now: new Date(Date.parse(earlier.updatedAt) + 1000) },
    );
    if (revised.status !== "updated") throw new Error(revised.status);
    // Another admin's live session: no refused request may end it.
    const guardWork = {
      category: "Guard",
      description: "Guarded.",
      imageUrl: "/media/works/web-digital.webp",
      videoUrl: null,
      posterUrl: null,
      background: "cream",
    } as const;
    fixture = {
      workIds: [
        await createWork(currentDb, { ...guardWork, title: "Guarded work one" }),
        await createWork(currentDb, {
          ...guardWork,
          title: "Guarded work two",
          imageUrl: `/uploads/${GUARD_MEDIA_KEYS.old}`,
        }),
      ],
      testimonialId: await createTestimonial(currentDb, {
        quote: "Guarded quote.",
        author: "Guard",
        position: null,
        company: null,
      }),
      memberId: await createTeamMember(currentDb, {
        name: "Guard Member",
        role: "Guard",
        tagline: "Guarded.",
        imageUrl: "/media/team/member-1.webp",
      }),
      revisedPostId: earlier.id,
      revisionId: (await listRevisions(currentDb, earlier.id)).at(-1)!.id,
      revisedVersion: revised.post.updatedAt,
      settingsVersion: settings.version,
      shippedSettingsRevisionId: shippedSettings.id,
      cardsVersion: cards.version,
      shippedCardsRevisionId: shippedCards.id,
      postId: post.id,
      liveToken: (await createSession(currentDb)).token,
      inquiryId: inquiry.id,
      deliveryId: delivery.id,
      media: {
        alt: media.alt!,
        unused: media.unused!,
        old: media.old!,
        replacement: media.replacement!,
        described: media.described!,
      },
      mediaRevisionId: mediaBefore!.id,
    };
  });

  const actions = async () =>
    (await Promise.all(actionModules.map((file) => import(file)))).flatMap(
      (exports: Record<string, unknown>) =>
        Object.entries(exports).filter(
          (entry): entry is [string, (...args: unknown[]) => unknown] =>
            typeof entry[1] === "function" && !PUBLIC_ACTIONS.has(entry[0]),
        ),
    );

  describe.each(scenarios)("with %s", (_scenario, cookieFor) => {
    beforeEach(async () => {
      const value = await cookieFor(currentDb);
      if (value !== undefined) requestCookies.set(SESSION_COOKIE, value);
    });

    it("every Server Action refuses, and changes nothing", async () => {
      for (const [name, action] of await actions()) {
        const before = await snapshot();
        const result = await call(action, ACTIONS[name]!.args(fixture));
        if (name === "signOut") expect(result, name).toEqual({ redirected: "/admin" });
        else expect(result, name).toEqual({ status: "signed-out", message: expect.any(String) });
        expect(await snapshot(), name).toEqual(before);
        expect(await sessionCount(), `${name} left the other session alone`).toBe(1);
      }
    });

    it("every route handler answers 401, and stores nothing", async () => {
      for (const file of routeModules) {
        const handlers = (await import(file)) as Partial<
          Record<
            (typeof HTTP_METHODS)[number],
            (request: Request, context: RouteContext) => Promise<Response>
          >
        >;
        const methods = HTTP_METHODS.filter((method) => handlers[method]);
        expect(methods.length).toBeGreaterThan(0);
        for (const method of methods) {
          const request = new Request("http://localhost/api/admin/uploads", {
            method,
            headers: {
              origin: "http://localhost",
              host: "localhost",
              "sec-fetch-site": "same-origin",
            },
            ...(method === "GET" || method === "HEAD" ? {} : { body: await jpeg() }),
          });
          const response = await handlers[method]!(request, routeContext(fixture));
          expect(response.status, `${method} ${path.relative(APP, file)}`).toBe(401);
        }
      }
      expect(readdirSync(uploads).sort()).toEqual(Object.values(GUARD_MEDIA_KEYS).sort());
    });

    it("every page shows the login gate, not the dashboard", async () => {
      for (const file of pageModules) {
        const page = (await import(file)).default as (props: unknown) => Promise<ReactNode>;
        const view = SIGNED_IN_VIEWS[path.relative(APP, file)]!;
        const tree = await page({
          searchParams: Promise.resolve({}),
          params: Promise.resolve(view.params(fixture)),
        });
        expect(findsType(tree, AdminGate), path.relative(APP, file)).toBe(true);
        if (view.component)
          expect(findsType(tree, view.component), path.relative(APP, file)).toBe(false);
      }
      // The admin's own data loaders refuse too, should anything call them.
      await expect(loadAdminPostList(DEFAULT_ADMIN_POST_QUERY)).rejects.toBeInstanceOf(
        NotSignedInError,
      );
      await expect(loadEditablePost(fixture.postId)).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadPostToDelete(fixture.postId)).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadInquiryInbox(1)).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadInquiry(fixture.inquiryId)).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadTwoFactorSettings()).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadAdminWorks()).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadAdminTestimonials()).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadAdminTeam()).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadAuditLog(1, undefined)).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadAdminSettings()).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadAdminHome()).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadAdminRedirects()).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadAdminPages()).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadAdminPage("Finance")).rejects.toBeInstanceOf(NotSignedInError);
      await expect(loadAdminMedia({ search: "", page: 1 })).rejects.toBeInstanceOf(
        NotSignedInError,
      );
    });
  });

  describe("with a live session (the control)", () => {
    beforeEach(async () => {
      requestCookies.set(SESSION_COOKIE, (await createSession(currentDb)).token);
    });

    it("every Server Action does its work", async () => {
      for (const [name, action] of await actions()) {
        if (!requestCookies.has(SESSION_COOKIE))
          requestCookies.set(SESSION_COOKIE, (await createSession(currentDb)).token);
        await ACTIONS[name]!.worked(await call(action, ACTIONS[name]!.args(fixture)), fixture);
      }
    });

    it("a sign-in returns to the admin screen that showed the gate, and nowhere else", async () => {
      const { signIn } = await import("@/server/auth/actions");
      const cases: Array<[returnTo: string, expected: string]> = [
        ["/admin/blog/AbCdEfGhIjKlMnOpQrSt/edit", "/admin/blog/AbCdEfGhIjKlMnOpQrSt/edit"],
        ["/admin/blog", "/admin/blog"],
        ["//evil.example/admin", "/admin"],
        ["https://evil.example/admin", "/admin"],
        ["/admin/../../etc", "/admin"],
        ["/admin/blog?next=//evil.example", "/admin"],
        ["/administrator", "/admin"],
      ];
      for (const [returnTo, expected] of cases) {
        const result = await call(signIn as (...args: unknown[]) => unknown, [
          { status: "idle" },
          formData({ key: "the guard test's admin key", returnTo }),
        ]);
        expect(result, returnTo).toEqual({ redirected: expected });
      }
    });

    it("a save naming an AI provider the server is not configured with is refused", async () => {
      const { savePost } = await import("@/server/blog/actions");
      const before = await snapshot();
      // The tests run with the assistant off: no AI origin can be true.
      for (const origin of [
        { kind: "ai-polish", provider: "gemini", model: "gemini-2.5-flash" },
        { kind: "restored" },
        "typed",
      ]) {
        const result = await savePost(saveRequest("Claimed by the AI"), {
          origin: origin as NonNullable<Parameters<typeof savePost>[1]>["origin"],
          publishAnyway: true,
        });
        expect(result, JSON.stringify(origin)).toEqual({
          status: "error",
          message: "Failed to save blog.",
        });
      }
      expect(await snapshot()).toEqual(before);
      expect(
        await savePost(saveRequest("Typed"), { origin: { kind: "typed" }, publishAnyway: true }),
      ).toMatchObject({
        status: "saved",
      });
    });

    it("a save from a stale form is refused, with the saved text to merge with", async () => {
      const { savePost } = await import("@/server/blog/actions");
      const { loadEditablePost } = await import("@/server/blog/admin-posts");
      const opened = (await loadEditablePost(fixture.postId))!;
      // Published already: its warnings (no excerpt) need no "Publish anyway" (0028).
      const edit = (author: string, version: string) =>
        savePost({ id: opened.id, version, values: { ...opened.values, author } });
      const first = await edit("The other tab", opened.version);
      expect(first).toMatchObject({ status: "saved", mode: "updated" });
      const refused = await edit("The first tab", opened.version);
      expect(refused).toMatchObject({
        status: "stale",
        message: expect.stringContaining("changed after you opened it"),
        current: { id: opened.id, values: { title: "Existing", author: "The other tab" } },
      });
      // Saving again from the version now shown goes through: the writer merged and chose.
      const current = (refused as { current: { version: string } }).current;
      expect(current.version).not.toBe(opened.version);
      expect(await edit("The first tab", current.version)).toMatchObject({ status: "saved" });
      expect((await loadEditablePost(opened.id))?.values.author).toBe("The first tab");
    });

    it("the post editor's reads answer from their routes: preview, gate facts, a revision", async () => {
      const post = (body: unknown) =>
        new Request("http://localhost/api/admin/blog", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const preview = await (
        await import("@/app/api/admin/blog/preview/route")
      ).POST(
        post({ ...EMPTY_POST_FORM, title: "Preview", category: "Guard", content: "<p>x</p>" }),
      );
      expect(preview.status).toBe(200);
      expect(preview.headers.get("cache-control")).toBe("no-store");
      expect(await preview.json()).toMatchObject({ status: "ready", post: { title: "Preview" } });

      const { POST: references } = await import("@/app/api/admin/blog/references/route");
      const facts = await references(
        post({ content: '<a href="/thought-hub/NoSuchPost0000000000">gone</a>' }),
      );
      expect(await facts.json()).toMatchObject({
        status: "checked",
        facts: { missing: ["/thought-hub/NoSuchPost0000000000"] },
      });
      // Not JSON, or not the shape asked for: refused as such, nothing thrown.
      const garbled = await references(
        new Request("http://localhost/api/admin/blog/references", { method: "POST", body: "{" }),
      );
      expect(await garbled.json()).toEqual({ status: "error" });

      const { GET: revision } =
        await import("@/app/api/admin/blog/[id]/revisions/[revisionId]/route");
      const found = await revision(new Request("http://localhost/"), routeContext(fixture));
      expect(await found.json()).toMatchObject({ status: "found", revision: { title: "Earlier" } });
      const none = await revision(new Request("http://localhost/"), {
        params: Promise.resolve({ id: fixture.revisedPostId, revisionId: "nope" }),
      });
      expect(await none.json()).toEqual({ status: "error", message: "No such revision." });
    });

    it("the upload route stores an image", async () => {
      const { POST } = await import("@/app/api/admin/uploads/route");
      const response = await POST(
        new Request("http://localhost/api/admin/uploads", {
          method: "POST",
          headers: {
            origin: "http://localhost",
            host: "localhost",
            "sec-fetch-site": "same-origin",
          },
          body: await jpeg(),
        }),
      );
      expect(response.status).toBe(201);
      const { id, url } = (await response.json()) as { id: string; url: string };
      const key = url.slice("/uploads/".length);
      expect(readdirSync(uploads).filter((name) => !guardFiles.has(name))).toEqual([key]);
      // Recorded in the media library (docs/decisions/0041).
      expect(await getMedia(currentDb, id)).toMatchObject({ key, kind: "image", source: "upload" });
    });

    it("the video upload route stores an MP4 and refuses a renamed image", async () => {
      const { POST } = await import("@/app/api/admin/uploads/video/route");
      const headers = {
        origin: "http://localhost",
        host: "localhost",
        "sec-fetch-site": "same-origin",
      };
      const video = readFileSync("public/media/video/brand-identity.mp4");
      const stored = await POST(
        new Request("http://localhost/api/admin/uploads/video", {
          method: "POST",
          headers,
          body: video,
        }),
      );
      expect(stored.status).toBe(201);
      // Only the address: a video has no dimensions to report, and none are made up.
      expect(await stored.json()).toEqual({
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.mp4$/) as unknown,
        id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) as unknown,
      });
      const refused = await POST(
        new Request("http://localhost/api/admin/uploads/video", {
          method: "POST",
          headers: { ...headers, "content-type": "video/mp4" },
          body: await jpeg(),
        }),
      );
      expect(refused.status).toBe(415);
      expect(readdirSync(uploads).filter((name) => !guardFiles.has(name))).toEqual([
        expect.stringMatching(/\.mp4$/),
      ]);
    });

    it("the audit screen shows the log", async () => {
      const { default: page } = await import("@/app/admin/audit/page");
      const tree = await page({ searchParams: Promise.resolve({ kind: "sign-out" }) });
      expect(findsType(tree, AuditLog)).toBe(true);
      const log = await loadAuditLog(1, "sign-out");
      expect(log.kind).toBe("sign-out");
      expect(log.entries.every((entry) => entry.kind === "sign-out")).toBe(true);
    });

    it("the export route answers the inbox as CSV", async () => {
      const { GET } = await import("@/app/api/admin/inquiries/export/route");
      const response = await GET();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const csv = await response.text();
      expect(csv.split("\r\n")[1]).toContain(`"Guarded Visitor","guarded@example.com"`);
    });

    it("the AI route lets the request through to its own checks", async () => {
      const { POST } = await import("@/app/api/admin/ai/route");
      const response = await POST(
        new Request("http://localhost/api/admin/ai", {
          method: "POST",
          headers: {
            origin: "http://localhost",
            host: "localhost",
            "sec-fetch-site": "same-origin",
            "content-type": "application/json",
          },
          body: JSON.stringify({ action: "generate", content: "A draft" }),
        }),
      );
      // Past the guard; the test environment configures no AI provider.
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ failure: { kind: "unavailable" } });
    });

    it("changing two-factor sign-in needs a sign-in from the last 10 minutes", async () => {
      const { updateTwoFactor } = await import("@/server/auth/actions");
      const minute = 60 * 1000;
      const start = () => updateTwoFactor({ status: "idle" }, formData({ intent: "start" }));
      const setupRows = () => currentDb.selectFrom("adminTwoFactor").selectAll().execute();

      requestCookies.set(
        SESSION_COOKIE,
        (await createSession(currentDb, new Date(Date.now() - 11 * minute))).token,
      );
      expect(await start()).toEqual({
        status: "error",
        message: "Sign in again first: changes need a sign-in from the last 10 minutes.",
      });
      expect(await setupRows()).toEqual([]);

      requestCookies.set(
        SESSION_COOKIE,
        (await createSession(currentDb, new Date(Date.now() - 9 * minute))).token,
      );
      expect(await start()).toEqual({ status: "idle" });
      expect(await setupRows()).toHaveLength(1);
      expect(await loadTwoFactorSettings()).toMatchObject({
        state: "pending",
        fresh: true,
        setup: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/) },
      });

      // A stale session sees that a setup is under way, never its secret, and is asked to sign in.
      requestCookies.set(
        SESSION_COOKIE,
        (await createSession(currentDb, new Date(Date.now() - 11 * minute))).token,
      );
      expect(await loadTwoFactorSettings()).toMatchObject({
        state: "pending",
        fresh: false,
        setup: null,
      });
    });

    it("every page shows its signed-in view", async () => {
      for (const file of pageModules) {
        const view = SIGNED_IN_VIEWS[path.relative(APP, file)]!;
        const page = (await import(file)).default as (props: unknown) => Promise<ReactNode>;
        const tree = await call(page as (...args: unknown[]) => unknown, [
          { searchParams: Promise.resolve({}), params: Promise.resolve(view.params(fixture)) },
        ]);
        if (view.redirect) {
          expect(tree, path.relative(APP, file)).toEqual({ redirected: view.redirect });
          continue;
        }
        expect(findsType(tree as ReactNode, view.component), path.relative(APP, file)).toBe(true);
        expect(findsType(tree as ReactNode, AdminGate)).toBe(false);
      }
    });
  });
});
