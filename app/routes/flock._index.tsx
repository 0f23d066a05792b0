/**
 * /flock — My Flock: his flocks, the invitations waiting for his answer, the requests he has made,
 * and "Join with a code". With none, a warm empty state with "Start a flock" and "Join with a code".
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { IntentButton } from "~/components/flock/IntentButton";
import { PersonName } from "~/components/flock/PersonName";
import { TextField } from "~/components/ui/TextField";
import { firstMessage, replyTo, useIntentForm } from "~/components/ui/useIntentForm";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { FLOCK_LIST_INTENTS as I, JoinCodeSchema } from "~/kernel/flock/schemas";
import type { FlockListView } from "~/kernel/flock/views";
import { flockListAction } from "~/server/flock/list-actions.server";
import { requireMember } from "~/server/guards.server";
import { flockList } from "../../worker/domain/flock/flocks.server";
import { RefusalNote } from "~/components/flock/RefusalNote";
import { pageMeta } from "~/kernel/page-meta";

const C = FLOCK_COPY.list;

export const meta: MetaFunction = () => pageMeta(`${FLOCK_COPY.title} · Shepherd`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  return flockList(context.app.db, member);
}

export async function action({ context, request }: ActionFunctionArgs) {
  return flockListAction(context, await requireMember(context, request), request);
}

function JoinWithCode() {
  const [form, fields] = useIntentForm(I.code, JoinCodeSchema);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value={I.code} />
      <TextField
        label={C.codeLabel}
        {...getInputProps(fields.code, { type: "text" })}
        key={fields.code.key}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={12}
        error={fields.code.errors?.[0]}
        hint={<p className="text-sm text-muted">{C.codeHint}</p>}
      />
      <button type="submit" className="btn-secondary">
        {C.joinSubmit}
      </button>
    </Form>
  );
}

function Invitations({ invitations }: { invitations: FlockListView["invitations"] }) {
  const refused = firstMessage(replyTo(useActionData(), I.answer));
  return (
    <section aria-labelledby="invitations-heading" className="card space-y-3">
      <h2 id="invitations-heading" className="font-serif text-xl font-semibold">
        {C.invitations}
      </h2>
      <RefusalNote message={refused} />
      <ul className="divide-y divide-border">
        {invitations.map((invitation) => (
          <li key={invitation.flockId} className="space-y-2 py-3">
            <p className="font-semibold">{invitation.flockName}</p>
            <PersonName person={invitation.invitedBy} aside={C.invitedBy(invitation.invitedBy.displayName)} />
            <div className="flex gap-2">
              <IntentButton intent={I.answer} fields={{ flockId: invitation.flockId, answer: "accept" }} variant="primary" label={`${C.accept}: ${invitation.flockName}`}>
                {C.accept}
              </IntentButton>
              <IntentButton intent={I.answer} fields={{ flockId: invitation.flockId, answer: "decline" }} label={`${C.decline}: ${invitation.flockName}`}>
                {C.decline}
              </IntentButton>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function MyFlock() {
  const { flocks, invitations, requests } = useLoaderData<typeof loader>();
  const empty = flocks.length === 0 && invitations.length === 0 && requests.length === 0;
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <header>
        <h1 className="font-serif text-3xl font-bold">{FLOCK_COPY.title}</h1>
        <p className="mt-1 text-muted">{C.intro}</p>
      </header>
      {invitations.length > 0 ? <Invitations invitations={invitations} /> : null}
      {empty ? (
        <section aria-labelledby="empty-heading" className="card space-y-4 text-center">
          <h2 id="empty-heading" className="font-serif text-2xl font-semibold">
            {C.emptyTitle}
          </h2>
          <p className="text-muted">{C.emptyText}</p>
          <Link to="/flock/new" className="btn-primary">
            {C.start}
          </Link>
        </section>
      ) : null}
      {flocks.length > 0 ? (
        <section aria-labelledby="flocks-heading" className="space-y-3">
          <div className="flex items-center justify-between gap-3">
            <h2 id="flocks-heading" className="font-serif text-xl font-semibold">
              {C.yourFlocks}
            </h2>
            <Link to="/flock/new" className="btn-secondary">
              {C.start}
            </Link>
          </div>
          <ul className="space-y-3">
            {flocks.map((flock) => (
              <li key={flock.id}>
                <Link to={flock.href} className="card block space-y-1 hover:border-primary">
                  <span className="block font-serif text-lg font-semibold">{flock.name}</span>
                  <span className="block text-sm text-muted">
                    {C.members(flock.memberCount)} · {FLOCK_COPY.page.roles[flock.myRole]}
                  </span>
                  {flock.description ? <span className="line-clamp-2 block text-sm">{flock.description}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {requests.length > 0 ? (
        <section aria-labelledby="requests-heading" className="card space-y-2">
          <h2 id="requests-heading" className="font-serif text-xl font-semibold">
            {C.requests}
          </h2>
          <ul className="space-y-1">
            {requests.map((request) => (
              <li key={request.flockId}>
                <span className="font-medium">{request.flockName}</span> <span className="text-sm text-muted">· {C.requestWaiting}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="join-heading" className="card space-y-3">
        <h2 id="join-heading" className="font-serif text-xl font-semibold">
          {C.joinWithCode}
        </h2>
        <JoinWithCode />
      </section>
    </main>
  );
}
