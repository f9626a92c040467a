import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { teamMembers } from "@/content/team";
import { testimonials } from "@/content/testimonials";
import { builtInWorks } from "@/content/works";
import type { WorkInput } from "@/lib/portfolio/portfolio";
import { deleteFromList, reorderList } from "@/server/portfolio/order";
import { seedPortfolio } from "@/server/portfolio/seed";
import { createTeamMember, listTeamMembers, updateTeamMember } from "@/server/portfolio/team";
import {
  createTestimonial,
  listTestimonials,
  updateTestimonial,
} from "@/server/portfolio/testimonials";
import { createWork, getWork, listWorks, updateWork } from "@/server/portfolio/works";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";

const work = (title: string, overrides: Partial<WorkInput> = {}): WorkInput => ({
  title,
  category: "Brand Identity",
  description: `About ${title}.`,
  imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp",
  videoUrl: null,
  posterUrl: null,
  background: "cream",
  ...overrides,
});

describe.each(testDatabaseKinds)("portfolio repository on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  it("seeds exactly the built-in works, testimonials and team, in order, once", async () => {
    const { db } = database;
    expect(await seedPortfolio(db)).toEqual({
      status: "seeded",
      works: 7,
      testimonials: 2,
      team: 3,
    });
    expect(await listWorks(db)).toEqual(builtInWorks);
    expect(await listTestimonials(db)).toEqual(testimonials);
    expect(await listTeamMembers(db)).toEqual(teamMembers);
    expect((await listWorks(db)).map((entry) => entry.id)).toEqual([
      "saffron-thread",
      "monsoon-sale",
      "ledger-portal",
      "northstar-positioning",
      "kite-festival-film",
      "clear-water-report",
      "the-empty-chair",
    ]);

    // Deleted entries stay deleted: the seed runs once per database.
    await deleteFromList(db, "testimonials", "bank-director");
    expect(await seedPortfolio(db)).toEqual({ status: "skipped", reason: "already-seeded" });
    expect((await listTestimonials(db)).map((entry) => entry.id)).toEqual(["textile-founder"]);
  });

  it("leaves a database that already has entries alone", async () => {
    await createWork(database.db, work("Restored from a backup"));
    expect(await seedPortfolio(database.db)).toEqual({ status: "skipped", reason: "has-entries" });
    expect(await listTestimonials(database.db)).toEqual([]);
  });

  it("adds works at the end, with or without a video, and updates them in place", async () => {
    const { db } = database;
    const first = await createWork(db, work("First"));
    const second = await createWork(
      db,
      work("Second", {
        videoUrl: "/uploads/0123456789abcdef0123456789abcdef.mp4",
        posterUrl: "/uploads/fedcba9876543210fedcba9876543210.webp",
        background: "ink",
      }),
    );
    expect(first).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await listWorks(db)).toEqual([
      {
        id: first,
        title: "First",
        category: "Brand Identity",
        description: "About First.",
        image: "/uploads/0123456789abcdef0123456789abcdef.webp",
        background: "cream",
        isVideo: false,
      },
      {
        id: second,
        title: "Second",
        category: "Brand Identity",
        description: "About Second.",
        image: "/uploads/0123456789abcdef0123456789abcdef.webp",
        background: "ink",
        isVideo: true,
        video: {
          src: "/uploads/0123456789abcdef0123456789abcdef.mp4",
          poster: "/uploads/fedcba9876543210fedcba9876543210.webp",
        },
      },
    ]);

    expect(await updateWork(db, second, work("Second, renamed"))).toBe(true);
    expect(await getWork(db, second)).toMatchObject({ title: "Second, renamed", isVideo: false });
    expect((await listWorks(db)).map((entry) => entry.id)).toEqual([first, second]);
    expect(await updateWork(db, "missing", work("Nobody"))).toBe(false);
  });

  it("refuses a video without its poster", async () => {
    await expect(
      createWork(
        database.db,
        work("Half a video", { videoUrl: "/uploads/0123456789abcdef0123456789abcdef.mp4" }),
      ),
    ).rejects.toThrow();
    expect(await listWorks(database.db)).toEqual([]);
  });

  it("reorders a whole list, and refuses an order made from a stale list", async () => {
    const { db } = database;
    const ids = [];
    for (const title of ["A", "B", "C"]) ids.push(await createWork(db, work(title)));
    const [a, b, c] = ids as [string, string, string];

    expect(await reorderList(db, "works", [c, a, b])).toBe(true);
    expect((await listWorks(db)).map((entry) => entry.title)).toEqual(["C", "A", "B"]);

    // Missing an entry, naming one twice, or naming one that is gone: nothing changes.
    expect(await reorderList(db, "works", [a, b])).toBe(false);
    expect(await reorderList(db, "works", [a, a, b])).toBe(false);
    expect(await reorderList(db, "works", [a, b, "gone"])).toBe(false);
    expect((await listWorks(db)).map((entry) => entry.title)).toEqual(["C", "A", "B"]);

    // A new entry goes after the reordered ones.
    await createWork(db, work("D"));
    expect((await listWorks(db)).map((entry) => entry.title)).toEqual(["C", "A", "B", "D"]);
    expect(await deleteFromList(db, "works", a)).toBe(true);
    expect(await deleteFromList(db, "works", a)).toBe(false);
    expect((await listWorks(db)).map((entry) => entry.title)).toEqual(["C", "B", "D"]);
  });

  it("keeps testimonials and team members with their optional fields, in order", async () => {
    const { db } = database;
    const plain = await createTestimonial(db, {
      quote: "Calm and clear.",
      author: "Asha",
      position: null,
      company: null,
    });
    const full = await createTestimonial(db, {
      quote: "On time.",
      author: "Ravi",
      position: "Director",
      company: "Ledger Bank",
    });
    await reorderList(db, "testimonials", [full, plain]);
    expect(await listTestimonials(db)).toEqual([
      { id: full, quote: "On time.", author: "Ravi", position: "Director", company: "Ledger Bank" },
      { id: plain, quote: "Calm and clear.", author: "Asha" },
    ]);
    expect(
      await updateTestimonial(db, full, {
        quote: "Always on time.",
        author: "Ravi",
        position: null,
        company: "Ledger Bank",
      }),
    ).toBe(true);
    expect((await listTestimonials(db))[0]).toEqual({
      id: full,
      quote: "Always on time.",
      author: "Ravi",
      company: "Ledger Bank",
    });

    const member = await createTeamMember(db, {
      name: "Noor",
      role: "Producer",
      tagline: "Keeps the shoot on schedule.",
      imageUrl: "/media/team/member-1.webp",
    });
    expect(
      await updateTeamMember(db, member, {
        name: "Noor Khan",
        role: "Head of Production",
        tagline: "Keeps the shoot on schedule.",
        imageUrl: "/media/team/member-2.webp",
      }),
    ).toBe(true);
    expect(await listTeamMembers(db)).toEqual([
      {
        id: member,
        name: "Noor Khan",
        role: "Head of Production",
        tagline: "Keeps the shoot on schedule.",
        image: "/media/team/member-2.webp",
      },
    ]);
  });
});
