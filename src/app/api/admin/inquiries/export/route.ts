import type { Inquiry } from "@/lib/inquiries/inquiry";
import { CSV_PREAMBLE, inquiryCsvRow } from "@/lib/inquiries/inquiry-csv";
import { audit } from "@/server/audit/audit";
import { exportInquiries } from "@/server/inquiries/inbox";
import { NotSignedInError, requireAdmin } from "@/server/auth/session";
import { log } from "@/server/log";

// Always the current inbox, for the current session.
export const dynamic = "force-dynamic";

/** The inbox as a CSV download, newest first, streamed page by page from the database. */
export async function GET() {
  let rows: AsyncGenerator<Inquiry>;
  try {
    await requireAdmin();
    rows = await exportInquiries();
    await audit({ kind: "inquiry.exported", detail: "CSV of the inbox" });
  } catch (error) {
    if (error instanceof NotSignedInError) {
      return new Response("Sign in to export inquiries.\n", {
        status: 401,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      });
    }
    throw error;
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_PREAMBLE));
    },
    async pull(controller) {
      try {
        const next = await rows.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(inquiryCsvRow(next.value)));
      } catch (error) {
        log.error({ err: error }, "inquiry export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="inquiries-${date}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
