import { createRequire } from "node:module";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, isTrustedInlineScript } from "./inline-scripts";
import { isReactStreamingScript, REACT_PAINT_TIMER } from "./react-stream-scripts";

type ReactModule = typeof import("react");
type Renderer = {
  react: ReactModule;
  renderToPipeableStream: (
    element: unknown,
    options: { onShellReady?: () => void; onError?: (error: unknown) => string | void },
  ) => { pipe: (destination: NodeJS.WritableStream) => void };
};

// The renderer Next.js runs in production (with its own copy of React), and the project's.
const require = createRequire(import.meta.url);
const renderers: Array<[string, Renderer]> = [
  [
    "next/dist/compiled/react-dom",
    {
      react: require("next/dist/compiled/react") as ReactModule,
      ...(require("next/dist/compiled/react-dom/server.node") as Omit<Renderer, "react">),
    },
  ],
  [
    "react-dom",
    {
      react: require("react") as ReactModule,
      ...(require("react-dom/server.node") as Omit<Renderer, "react">),
    },
  ],
];

/** A page whose shell is sent first, then one boundary completes and one fails. */
function streamPage(renderer: Renderer): Promise<string> {
  const { createElement, Suspense, use } = renderer.react;
  const Late = ({ promise }: { promise: Promise<string> }) =>
    createElement("p", null, use(promise));
  const late = new Promise<string>((resolve) => setTimeout(() => resolve("late content"), 20));
  const failing = new Promise<string>((_, reject) =>
    setTimeout(() => reject(new Error("boom")), 10),
  );
  const Broken = () => createElement("p", null, use(failing));
  const page = createElement(
    "main",
    null,
    createElement("h1", null, "Shell"),
    createElement(
      Suspense,
      { fallback: createElement("p", null, "loading") },
      createElement(Late, { promise: late }),
    ),
    createElement(
      Suspense,
      { fallback: createElement("p", null, "failing") },
      createElement(Broken),
    ),
  );
  return new Promise((resolve) => {
    let html = "";
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => (html += chunk.toString("utf8")));
    sink.on("end", () => resolve(html));
    const stream = renderer.renderToPipeableStream(page, {
      onShellReady: () => stream.pipe(sink),
      onError: () => "4242",
    });
  });
}

const scriptsOf = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");

describe.each(renderers)("React's streaming scripts (%s)", (_name, renderer) => {
  it("are all recognised, so a streamed page works under the CSP", async () => {
    const html = await streamPage(renderer);
    const scripts = scriptsOf(html);
    // The page really streamed: a completed boundary and a client-rendered one.
    expect(scripts.some((script) => script.includes('$RC("B:'))).toBe(true);
    expect(scripts.some((script) => script.includes('$RX("B:'))).toBe(true);
    for (const script of scripts) expect(isTrustedInlineScript(script), script).toBe(true);
    expect(inlineScriptHashes(html).rejected).toEqual([]);
  });
});

describe("isReactStreamingScript", () => {
  it("accepts calls with React's ids, with or without the definitions", () => {
    expect(isReactStreamingScript(REACT_PAINT_TIMER)).toBe(true);
    expect(isReactStreamingScript('$RC("B:1f","S:1f")')).toBe(true);
    expect(isReactStreamingScript('$RS("S:2","P:2")')).toBe(true);
    expect(isReactStreamingScript('$RX("B:3")')).toBe(true);
    expect(isReactStreamingScript('$RX("B:3","1234567")')).toBe(true);
  });

  it("refuses anything added to, or changed in, React's scripts", async () => {
    const html = await streamPage(renderers[0]![1]);
    const complete = scriptsOf(html).find((script) => script.includes('$RC("B:'));
    if (!complete) throw new Error("no completion script");
    for (const tampered of [
      `${complete};alert(1)`,
      `alert(1);${complete}`,
      complete.replace("removeChild", "appendChild"),
      complete.replace(/\$RC\("B:0","S:0"\)$/, '$RC("B:0",alert(1))'),
      '$RC("B:0","S:0");fetch("//evil.test")',
      '$RC("B:0","S:0")\nalert(1)',
      '$RC(document.cookie,"S:0")',
      '$RX("B:0","x"+alert(1))',
      '$RX("B:0","x",alert(1))',
      '$RX("B:0","unterminated)',
      '$RX("B:0",alert(1))',
      '$RC=function(a,b){alert(a)};$RC("B:0","S:0")',
      "requestAnimationFrame(function(){alert(1)});",
      "",
    ]) {
      expect(isReactStreamingScript(tampered), tampered.slice(0, 80)).toBe(false);
      expect(isTrustedInlineScript(tampered)).toBe(false);
    }
  });
});
