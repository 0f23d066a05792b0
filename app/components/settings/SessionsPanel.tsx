/** Where the account is signed in: each session's device and times, and signing the others out. */
import { Form, useActionData } from "@remix-run/react";
import { firstMessage, replyTo } from "~/components/ui/useIntentForm";
import { SESSIONS_COPY as COPY } from "~/kernel/copy/settings";
import { SETTINGS_INTENTS } from "~/kernel/settings";
import { FormAlert, SettingsPanel, SubmitButton } from "./form-parts";

export interface SessionView {
  id: string;
  device: string;
  current: boolean;
  /** Already formatted in the member's time zone. */
  signedIn: string;
  lastActive: string;
}

/** Each row's form sends only a hidden session id: a refusal (gone already, not his) is the panel's message. */
export function SessionsPanel({ sessions }: { sessions: SessionView[] }) {
  const others = sessions.filter((session) => !session.current);
  const refusal = firstMessage(replyTo(useActionData(), SETTINGS_INTENTS.revokeSession));
  return (
    <SettingsPanel id="sessions-heading" title={COPY.heading} intro={COPY.intro}>
      <FormAlert message={refusal} />
      <ul className="mt-4 divide-y divide-border" data-testid="sessions">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {session.device}
                {session.current ? (
                  <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-fg">
                    {COPY.thisDevice}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-muted">
                {COPY.signedIn(session.signedIn)} · {COPY.lastActive(session.lastActive)}
              </p>
            </div>
            {session.current ? null : (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value={SETTINGS_INTENTS.revokeSession} />
                <input type="hidden" name="sessionId" value={session.id} />
                <button type="submit" className="btn-secondary min-h-[40px]" aria-label={COPY.signOutLabel(session.device)}>
                  {COPY.signOut}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" className="mt-2" preventScrollReset>
          <input type="hidden" name="intent" value={SETTINGS_INTENTS.revokeOtherSessions} />
          <SubmitButton intent={SETTINGS_INTENTS.revokeOtherSessions} className="btn-secondary">
            {COPY.signOutOthers}
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-muted">{COPY.onlyThisDevice}</p>
      )}
    </SettingsPanel>
  );
}
