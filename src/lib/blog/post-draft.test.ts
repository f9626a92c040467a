import { describe, expect, it } from "vitest";
import { EMPTY_POST_FORM } from "./post-form";
import { type DraftStorage, draftKey, forgetDraft, readDraft, writeDraft } from "./post-draft";

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const base = { ...EMPTY_POST_FORM, title: "Saved title", category: "Strategy" };
const now = new Date("2026-01-02T03:04:05.000Z");

describe("a post's draft in the browser", () => {
  it("is kept per post and for the create form, and read back", () => {
    const storage = memoryStorage();
    const typed = { ...base, title: "Typed, not saved" };
    writeDraft(
      storage,
      "AbCdEfGhIjKlMnOpQrSt",
      { values: typed, baseValues: base, baseVersion: "v1" },
      now,
    );
    writeDraft(
      storage,
      null,
      { values: typed, baseValues: EMPTY_POST_FORM, baseVersion: null },
      now,
    );
    expect([...storage.items.keys()].sort()).toEqual([
      "kursi-admin-draft:AbCdEfGhIjKlMnOpQrSt",
      "kursi-admin-draft:new",
    ]);
    expect(readDraft(storage, "AbCdEfGhIjKlMnOpQrSt")).toEqual({
      values: typed,
      savedAt: "2026-01-02T03:04:05.000Z",
      baseVersion: "v1",
    });
    expect(readDraft(storage, null)?.baseVersion).toBeNull();
  });

  it("is forgotten when the form holds the saved text again, or on request", () => {
    const storage = memoryStorage();
    writeDraft(storage, null, {
      values: { ...base, tags: "x" },
      baseValues: base,
      baseVersion: null,
    });
    expect(readDraft(storage, null)).not.toBeNull();
    writeDraft(storage, null, { values: { ...base }, baseValues: base, baseVersion: null });
    expect(readDraft(storage, null)).toBeNull();
    writeDraft(storage, "p", {
      values: { ...base, tags: "x" },
      baseValues: base,
      baseVersion: null,
    });
    forgetDraft(storage, "p");
    expect(storage.items.size).toBe(0);
  });

  it("drops what it cannot read, and survives a storage that refuses", () => {
    const storage = memoryStorage();
    storage.items.set(draftKey(null), "{not json");
    expect(readDraft(storage, null)).toBeNull();
    storage.items.set(draftKey("p"), JSON.stringify({ values: { title: 1 } }));
    expect(readDraft(storage, "p")).toBeNull();
    expect(storage.items.size).toBe(0);

    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readDraft(refusing, null)).toBeNull();
    expect(() =>
      writeDraft(refusing, null, {
        values: { ...base, tags: "y" },
        baseValues: base,
        baseVersion: null,
      }),
    ).not.toThrow();
  });
});
