import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * The layout's rules (docs/decisions/0015), checked over the source tree:
 * - every module under src/server is server code and says so first, with `import "server-only"`;
 *   nothing outside src/server imports it;
 * - what runs in the browser (a "use client" module and everything it imports) never reaches a
 *   module under src/server, except a Server Action module ("use server"), which the bundler
 *   replaces with a reference;
 * - src/lib and src/content are plain code that any layer may import: they import neither
 *   src/server nor src/components nor src/app.
 */

const SRC = path.resolve("src");
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

const modules = walk(SRC).filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));
const source = new Map(modules.map((file) => [file, readFileSync(file, "utf8")]));
const rel = (file: string) => path.relative(SRC, file);
const under = (file: string, folder: string) => rel(file).startsWith(`${folder}/`);

/** The directive a module starts with ("use client", "use server"), if any. */
function directiveOf(file: string): string | undefined {
  const statement = ts.createSourceFile(file, source.get(file) ?? "", ts.ScriptTarget.Latest)
    .statements[0];
  return statement &&
    ts.isExpressionStatement(statement) &&
    ts.isStringLiteral(statement.expression)
    ? statement.expression.text
    : undefined;
}

/** The specifiers a module imports or re-exports (type-only imports included). */
function specifiersOf(file: string): string[] {
  return ts
    .preProcessFile(source.get(file) ?? "", true, true)
    .importedFiles.map((imported) => imported.fileName);
}

/** A specifier resolved to a file under src, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const extension of ["", ...EXTENSIONS]) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${rel(from)} imports ${specifier}, which does not resolve`);
}

const imports = new Map(
  modules.map((file) => [
    file,
    specifiersOf(file).flatMap((specifier) => {
      const target = resolve(file, specifier);
      return target ? [target] : [];
    }),
  ]),
);

/** Chains of imports from a client module to server code that would be bundled for browsers. */
function serverReachedFrom(entry: string): string[][] {
  const found: string[][] = [];
  const seen = new Set<string>([entry]);
  const queue: string[][] = [[entry]];
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const current = chain.at(-1)!;
    if (specifiersOf(current).includes("server-only")) found.push(chain);
    for (const target of imports.get(current) ?? []) {
      if (seen.has(target)) continue;
      seen.add(target);
      // A Server Action module is replaced by references to the server: nothing behind it ships.
      if (directiveOf(target) === "use server") continue;
      if (under(target, "server")) found.push([...chain, target]);
      else queue.push([...chain, target]);
    }
  }
  return found;
}

describe("server code", () => {
  const serverModules = modules.filter((file) => under(file, "server"));

  it("lives under src/server, each module importing server-only before anything else", () => {
    expect(serverModules.length).toBeGreaterThan(50);
    const unguarded = serverModules.filter((file) => specifiersOf(file)[0] !== "server-only");
    expect(unguarded.map(rel)).toEqual([]);
  });

  it("names each kind of module one way: actions.ts for Server Actions, no start-up variants", () => {
    const actions = serverModules.filter((file) => directiveOf(file) === "use server");
    expect(actions.length).toBeGreaterThan(5);
    expect(actions.map(rel).filter((file) => path.basename(file) !== "actions.ts")).toEqual([]);
    const startUpNames = /(^|-)(startup|runtime)\.tsx?$/;
    expect(modules.map(rel).filter((file) => startUpNames.test(path.basename(file)))).toEqual([]);
    // One name per thing in a folder: no session.ts beside sessions.ts.
    const names = new Set(modules.map((file) => file.replace(/\.tsx?$/, "")));
    const plurals = [...names].filter(
      (name) => names.has(name.replace(/s$/, "")) && name.endsWith("s"),
    );
    expect(plurals.map((name) => rel(name))).toEqual([]);
  });

  it("is the only code that imports server-only", () => {
    const elsewhere = modules.filter(
      (file) => !under(file, "server") && specifiersOf(file).includes("server-only"),
    );
    expect(elsewhere.map(rel)).toEqual([]);
  });
});

describe("client components", () => {
  const clientModules = modules.filter((file) => directiveOf(file) === "use client");

  it("are found", () => {
    expect(clientModules.length).toBeGreaterThan(30);
  });

  it("reach no server module except a Server Action, directly or through other modules", () => {
    const violations = clientModules
      .flatMap(serverReachedFrom)
      .map((chain) => chain.map(rel).join(" → "));
    expect(violations).toEqual([]);
  });

  it("are caught by this test when they do", () => {
    const client = path.join(SRC, "components/admin/admin-gate.tsx");
    const server = path.join(SRC, "server/auth/session.ts");
    const original = imports.get(client)!;
    imports.set(client, [...original, server]);
    try {
      expect(serverReachedFrom(client).map((chain) => chain.map(rel))).toEqual([
        ["components/admin/admin-gate.tsx", "server/auth/session.ts"],
      ]);
    } finally {
      imports.set(client, original);
    }
  });
});

describe("lib and content", () => {
  it("import no server, component or route module", () => {
    const offending = modules
      .filter((file) => under(file, "lib") || under(file, "content"))
      .flatMap((file) =>
        (imports.get(file) ?? [])
          .filter((target) => ["server", "components", "app"].some((layer) => under(target, layer)))
          .map((target) => `${rel(file)} → ${rel(target)}`),
      );
    expect(offending).toEqual([]);
  });
});

describe("feature folders", () => {
  /** The folders under src, relative to it. */
  const folders = (function all(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const folder = path.join(dir, entry.name);
        return [rel(folder), ...all(folder)];
      });
  })(SRC);

  it("name each feature with one word (docs/decisions/0043): blog, portfolio, inquiries", () => {
    expect(folders).toContain("server/blog");
    // The other words of those features, allowed only as the public addresses the spec names.
    const spec = ["app/(site)/work", "app/(site)/contact"];
    const isSpec = (folder: string) =>
      spec.some((address) => folder === address || folder.startsWith(`${address}/`));
    const otherWords = /(^|\/)(posts?|works?|contact)(\/|$)/;
    expect(folders.filter((folder) => otherWords.test(folder) && !isSpec(folder))).toEqual([]);
  });
});

describe("admin pages", () => {
  const pages = modules.filter((file) => under(file, "app/admin") && file.endsWith("page.tsx"));

  it("are found", () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it("each open with the one guard, returning to the page's own address", () => {
    const unguarded = pages.filter((file) => {
      const text = source.get(file) ?? "";
      // The page's address as its folder names it, dynamic segments written `${…}`.
      const folder = path.dirname(path.relative(path.join(SRC, "app"), file));
      const address = `/${folder.replaceAll(/\[(\w+)\]/g, "${$1}")}`;
      return !text.includes(`adminPageGate(`) || !text.includes(address);
    });
    expect(unguarded.map(rel)).toEqual([]);
  });
});
