import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KEY_FILE, keyFromFile, keyFromSecret } from "./encryption-key";
import { open, seal, SealedWithAnotherKeyError } from "./secret-box";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "kursi-key-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("kursi.encryption-key")];
});

describe("the encryption key", () => {
  it("comes from ENCRYPTION_KEY's text, the same for every process that has it", () => {
    const one = keyFromSecret("a passphrase of thirty-two characters");
    expect(one.bytes).toHaveLength(32);
    expect(one.id).toMatch(/^[0-9a-f]{16}$/);
    expect(keyFromSecret("a passphrase of thirty-two characters")).toEqual(one);
    expect(keyFromSecret("a passphrase of thirty-two characters!").id).not.toBe(one.id);
  });

  it("is otherwise made once in DATA_DIR, owner-only, and read back by every later process", async () => {
    const dataDir = path.join(tempDir(), "data");
    // Processes starting together on one machine agree on one key.
    const run = promisify(execFile);
    const child = `
      import { keyFromFile } from "./src/server/security/encryption-key.ts";
      process.stdout.write(keyFromFile(process.argv[1]).id);
    `;
    const ids = await Promise.all(
      Array.from({ length: 3 }, () =>
        run(
          process.execPath,
          [
            "--conditions=react-server",
            "--import",
            "tsx",
            "--input-type=module",
            "-e",
            child,
            dataDir,
          ],
          { env: { ...process.env, ENCRYPTION_KEY: "" } },
        ).then(({ stdout }) => stdout),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    const file = path.join(dataDir, KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readFileSync(file, "utf8")).toMatch(/^[A-Za-z0-9_-]{43}\n$/);
    expect(keyFromFile(dataDir).id).toBe(ids[0]);
  }, 60_000);

  it("refuses a damaged key file rather than making another key", () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, KEY_FILE), "not a key\n", { mode: 0o600 });
    expect(() => keyFromFile(dataDir)).toThrow(/encryption\.key is not an encryption key/);
  });

  it("is required for two-factor sign-in on PostgreSQL, where instances share nothing else", async () => {
    vi.stubEnv("ENCRYPTION_KEY", "");
    vi.stubEnv("DATABASE_URL", "postgres://site@db/site");
    vi.resetModules();
    const { getEncryptionKey } = await import("./encryption-key");
    expect(getEncryptionKey()).toEqual({
      key: undefined,
      why: expect.stringMatching(/^two-factor sign-in on PostgreSQL needs ENCRYPTION_KEY/),
    });
  });
});

describe("sealed secrets", () => {
  const key = keyFromSecret("a passphrase of thirty-two characters");

  it("open with the key and purpose that sealed them, and say so when another key did", () => {
    const sealed = seal("JBSWY3DPEHPK3PXP", key, "purpose");
    expect(sealed).toMatch(new RegExp(`^v1:${key.id}:[A-Za-z0-9_-]+$`));
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(open(sealed, key, "purpose")).toBe("JBSWY3DPEHPK3PXP");
    expect(() => open(sealed, key, "another purpose")).toThrow();
    const other = keyFromSecret("another passphrase of thirty-two chars");
    expect(() => open(sealed, other, "purpose")).toThrow(SealedWithAnotherKeyError);
    // Altered by one character: refused, not misread.
    const altered = sealed.slice(0, -2) + (sealed.at(-2) === "A" ? "B" : "A") + sealed.at(-1);
    expect(() => open(altered, key, "purpose")).toThrow();
  });
});
