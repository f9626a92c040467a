"use server";

import "server-only";
import { z } from "zod";
import type { GateFacts } from "@/lib/blog/quality-gate";
import { asAdmin, type SignedOut } from "@/server/auth/session";
import { gateContext, gatherGateFacts } from "@/server/blog/quality-gate";
import { getDb } from "@/server/db/database";
import { log } from "@/server/log";

/*
 * What the editor's quality-gate panel asks the server as the writer types (docs/decisions/0028):
 * which addresses on this site the content refers to do not resolve, and how heavy its stored
 * images are. Checked for an admin session like every action (tests/integration/admin-guard.test.ts).
 */

export type GateFactsState =
  { status: "checked"; facts: GateFacts; siteOrigin: string } | { status: "error" } | SignedOut;

/** The same bound as a post's content (src/lib/blog/post-input.ts). */
const contentSchema = z.string().max(200_000);

export async function checkPostReferences(content: string): Promise<GateFactsState> {
  return asAdmin(async () => {
    const parsed = contentSchema.safeParse(content);
    if (!parsed.success) return { status: "error" };
    try {
      const context = gateContext(await getDb());
      const facts = await gatherGateFacts(context, parsed.data);
      return { status: "checked", facts, siteOrigin: new URL(context.siteOrigin).origin };
    } catch (error) {
      log.error({ err: error }, "checking a post's references failed");
      return { status: "error" };
    }
  });
}
