import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Decisions that read as decisions (issue 25): every record in docs/decisions is one page with a
 * Status line, a record that another replaced says so and the newer one says what it replaces,
 * and no record, document or README points at a file that is not there. Code comments cite
 * records by number, so every number they cite must name a record.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const DECISIONS = "docs/decisions";
const MAX_LINES = 70;

function walk(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full).flatMap((name) => walk(path.join(entry, name)));
}

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

const records = readdirSync(path.join(ROOT, DECISIONS))
  .filter((name) => name.endsWith(".md"))
  .map((name) => `${DECISIONS}/${name}`);

/** Every Markdown file whose repository paths must exist. */
const documents = ["README.md", ...walk("docs").filter((file) => file.endsWith(".md"))];

/** A backticked path from the repository root, or one under src/ written without it. */
const ROOTED = /^(?:src|tests|scripts|deploy|docs|public)\//;
const UNDER_SRC = /^(?:app|components|lib|server|content)\//;
/** Placeholders and patterns (`src/server/<feature>/`, `deploy/compose*`) name no one file. */
const PATTERN = /[<>*…{}]/;
/** What the operator makes beside the recipe (ignored by git, or mounted by compose). */
const MADE_BY_THE_OPERATOR = ["deploy/.env", "deploy/certs", "deploy/acme"];
/** A record cited by number alone, as code comments do: `docs/decisions/0030`. */
const RECORD_NUMBER = /^docs\/decisions\/(\d{4})$/;

function exists(target: string): boolean {
  const record = RECORD_NUMBER.exec(target);
  if (record) {
    return readdirSync(path.join(ROOT, DECISIONS)).some((name) => name.startsWith(`${record[1]}-`));
  }
  if (MADE_BY_THE_OPERATOR.some((made) => target === made || target.startsWith(`${made}/`))) {
    return true;
  }
  return existsSync(path.join(ROOT, target));
}

/** The repository paths a Markdown text cites, with where each must exist. */
function citedPaths(file: string, text: string): { cited: string; target: string }[] {
  const found: { cited: string; target: string }[] = [];
  for (const [, span = ""] of text.matchAll(/`([^`\n]+)`/g)) {
    const cited = span.trim().replace(/:\d+(?:-\d+)?$/, "");
    if (/\s/.test(cited) || PATTERN.test(cited)) continue;
    if (ROOTED.test(cited)) found.push({ cited, target: cited });
    else if (UNDER_SRC.test(cited)) found.push({ cited, target: `src/${cited}` });
  }
  for (const [, link = ""] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(?:[a-z]+:|#)/.test(link)) continue;
    const target = path.posix.normalize(
      path.posix.join(path.posix.dirname(file), link.replace(/#.*$/, "")),
    );
    found.push({ cited: link, target });
  }
  return found;
}

/** The Status paragraph, from "Status: " to the next blank line, as one line. */
function statusLine(text: string): string | undefined {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.startsWith("Status: "));
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.trim() === "");
  return lines.slice(start, end < 0 ? undefined : end).join(" ");
}

/** The record numbers a Status line names after a phrase, parentheses left out. */
function numbersAfter(status: string, phrase: RegExp): string[] {
  const plain = status.replace(/\([^)]*\)/g, "");
  const numbers: string[] = [];
  for (const match of plain.matchAll(new RegExp(`${phrase.source}([^.;]*)`, "g"))) {
    numbers.push(...Array.from((match[1] ?? "").matchAll(/\b\d{4}\b/g), ([n]) => n));
  }
  return numbers;
}

const numberOf = (file: string) => path.basename(file).slice(0, 4);

describe("decision records", () => {
  it("are found", () => {
    expect(records).toContain("docs/decisions/0015-layout-and-server-boundary.md");
    expect(documents).toContain("README.md");
    expect(documents).toContain("docs/operations.md");
  });

  it(`are at most ${MAX_LINES} lines each, with a Status line`, () => {
    const problems: string[] = [];
    for (const file of records) {
      const text = read(file);
      const lines = text.replace(/\n$/, "").split("\n").length;
      if (lines > MAX_LINES) problems.push(`${file}: ${lines} lines`);
      if (!statusLine(text)) problems.push(`${file}: no "Status: " line`);
      if (!/^\d{4}-[a-z0-9-]+\.md$/.test(path.basename(file))) {
        problems.push(`${file}: not named NNNN-short-title.md`);
      }
      if (!text.startsWith(`# ${numberOf(file)}`)) {
        problems.push(`${file}: the title does not start with its number`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("say which record replaced them, and the newer one says what it supersedes", () => {
    const numbers = new Map(records.map((file) => [numberOf(file), file]));
    const problems: string[] = [];
    for (const file of records) {
      const status = statusLine(read(file)) ?? "";
      for (const newer of numbersAfter(status, /[Ss]uperseded(?: in part)? by /)) {
        const newerFile = numbers.get(newer);
        if (!newerFile) {
          problems.push(`${file}: superseded by ${newer}, which does not exist`);
          continue;
        }
        const supersedes = numbersAfter(statusLine(read(newerFile)) ?? "", /Supersedes /);
        if (!supersedes.includes(numberOf(file))) {
          problems.push(`${newerFile}: its Status does not say it supersedes ${numberOf(file)}`);
        }
      }
      for (const older of numbersAfter(status, /Supersedes /)) {
        const olderFile = numbers.get(older);
        const olderStatus = olderFile ? (statusLine(read(olderFile)) ?? "") : "";
        if (!numbersAfter(olderStatus, /[Ss]uperseded(?: in part)? by /).includes(numberOf(file))) {
          problems.push(`${file}: supersedes ${older}, whose Status does not say so`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("and the documents cite only paths that exist", () => {
    const problems: string[] = [];
    for (const file of documents) {
      for (const { cited, target } of citedPaths(file, read(file))) {
        if (!exists(target)) problems.push(`${file}: ${cited}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("cited by number in code all exist", () => {
    const numbers = new Set(records.map(numberOf));
    const code = ["src", "scripts", "tests", "deploy", "next.config.ts", ".env.example"]
      .flatMap(walk)
      .filter((file) => !file.endsWith(".md"));
    const problems: string[] = [];
    for (const file of code) {
      for (const [, cited = ""] of read(file).matchAll(/docs\/decisions\/(\d{4})/g)) {
        if (!numbers.has(cited)) problems.push(`${file} cites ${cited}`);
      }
    }
    expect(code).toContain("src/proxy.ts");
    expect(problems).toEqual([]);
  });
});
