/**
 * /journal/export?format=markdown|json: every entry of the signed-in member as a download. A
 * resource route (no component): the journal list's loader does not run for it.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { JOURNAL_EXPORT_COPY } from "~/kernel/copy/journal";
import { localDate } from "~/kernel/dates";
import { requireMember, requireUser } from "~/server/guards.server";
import { EXPORT_FORMATS, exportFileName, formatJournalExport, parseExportFormat } from "~/kernel/journal-export";
import { exportJournalEntries } from "../../worker/domain/journal-archive.server";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const format = parseExportFormat(new URL(request.url).searchParams.get("format"));
  if (!format) {
    return new Response(JOURNAL_EXPORT_COPY.badFormat, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const [entries, member] = await Promise.all([exportJournalEntries(context.app.db, user.id), requireMember(context, request)]);
  const moment = { at: member.now, timeZone: member.timeZone };
  return new Response(formatJournalExport(format, entries, moment), {
    headers: {
      "Content-Type": EXPORT_FORMATS[format].contentType,
      "Content-Disposition": `attachment; filename="${exportFileName(format, localDate(moment.timeZone, moment.at))}"`,
      // A private journal: never kept by a shared cache, nor by the browser's.
      "Cache-Control": "private, no-store",
    },
  });
}
