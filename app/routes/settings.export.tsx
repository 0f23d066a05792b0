/**
 * /settings/export: everything the signed-in member kept, as one JSON download (Profile → Your
 * data). A resource route (no component): the settings page's loader does not run for it.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { localDate } from "~/kernel/dates";
import { requireMember, requireUser } from "~/server/guards.server";
import { dataExportFileName } from "~/kernel/settings";
import { exportAccountData } from "../../worker/domain/account.server";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const [exported, member] = await Promise.all([exportAccountData(context.app.db, user), requireMember(context, request)]);
  const fileName = dataExportFileName(localDate(member.timeZone, member.now));
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      // Private: never kept by a shared cache, nor by the browser's.
      "Cache-Control": "private, no-store",
    },
  });
}
