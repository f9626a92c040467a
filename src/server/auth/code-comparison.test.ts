import { describe, expect, it, vi } from "vitest";
import { hotp, matchTotp, totpStep } from "./totp";

/*
 * Codes are compared in constant time: node:crypto's timingSafeEqual sees every comparison of a
 * code the visitor typed with one the server computed, for every step of the window, so how
 * long a refusal takes says nothing about how close a guess was.
 */

const spy = vi.hoisted(() => ({ calls: [] as Array<[string, string]> }));
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  return {
    ...crypto,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      const text = (view: NodeJS.ArrayBufferView) =>
        Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString();
      spy.calls.push([text(a), text(b)]);
      return crypto.timingSafeEqual(a, b);
    },
  };
});

const SECRET = Buffer.from("12345678901234567890", "ascii");
const NOW = new Date(Date.UTC(2025, 2, 1, 12, 0, 10));

describe("TOTP codes", () => {
  it("are compared with timingSafeEqual at every step of the window, right or wrong", () => {
    const step = totpStep(NOW);
    const window = [step - 1, step, step + 1].map((counter) => hotp(SECRET, counter));
    for (const code of [window[1]!, "000000"]) {
      spy.calls = [];
      matchTotp(SECRET, code, NOW, null);
      expect(spy.calls.map(([given]) => given)).toEqual([code, code, code]);
      expect(spy.calls.map(([, expected]) => expected)).toEqual(window);
    }
  });
});
