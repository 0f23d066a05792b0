/**
 * /flock/join/{code} — an invite link: the flock's name and size and "Join". A visitor is sent to
 * sign in and comes back here; an expired, withdrawn or unknown code says so (404); a man already
 * in the flock is led to it.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { firstMessage } from "~/components/ui/useIntentForm";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { flockHref } from "~/kernel/flock/rules";
import { JoinCodeSchema } from "~/kernel/flock/schemas";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { joinWithCode, previewInvite } from "../../worker/domain/flock/invites.server";
import { RefusalNote } from "~/components/flock/RefusalNote";
import { pageMeta } from "~/kernel/page-meta";

const C = FLOCK_COPY.join;

export const meta: MetaFunction = () => pageMeta(`${C.title} · Shepherd`);

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  const parsed = JoinCodeSchema.safeParse({ code: params.code ?? "" });
  const found = parsed.success ? await previewInvite(context.app.db, member, parsed.data.code) : null;
  if (!found?.ok) return data({ preview: null, refusal: FLOCK_COPY.errors.inviteInvalid }, { status: 404 });
  return { preview: found.preview, refusal: null };
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const submission = await parseForm(request, JoinCodeSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const joined = await joinWithCode(context.app.db, member, submission.value.code);
  if (!joined.ok) return replyRefusal(submission, joined);
  return redirectWithToast(joined.href, joined.alreadyMember ? { title: C.already } : { title: C.joined, description: joined.name, variant: "success" });
}

export default function JoinFlock() {
  const { preview, refusal } = useLoaderData<typeof loader>();
  const refused = firstMessage(useActionData<typeof action>() as never);
  const busy = useNavigation().state !== "idle";
  const code = useParams().code ?? "";
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
      {preview ? (
        <section className="card space-y-3">
          <p className="text-muted">{C.invitedTo}</p>
          <p className="font-serif text-2xl font-semibold">{preview.name}</p>
          <p className="text-sm text-muted">{C.members(preview.memberCount)}</p>
          <RefusalNote message={refused} />
          {preview.alreadyMember ? (
            <>
              <p>{C.already}</p>
              <Link to={flockHref(preview.flockId)} className="btn-primary">
                {C.open}
              </Link>
            </>
          ) : (
            <Form method="post">
              <input type="hidden" name="code" value={code} />
              <button type="submit" className="btn-primary" disabled={busy}>
                {C.submit}
              </button>
            </Form>
          )}
        </section>
      ) : (
        <section className="card space-y-3">
          <p role="alert">{refusal}</p>
          <Link to="/flock" className="btn-secondary">
            {FLOCK_COPY.create.back}
          </Link>
        </section>
      )}
    </main>
  );
}
