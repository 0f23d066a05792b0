import { Form, useLocation, useNavigation } from "@remix-run/react";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import type { PrayerRequestView } from "~/kernel/prayer/views";

const C = PRAYER_COPY;

/**
 * "I prayed" as a real form (it works before JavaScript): posted to /prayer/prayed, answered with a
 * redirect back to this page and a toast. Once he has prayed today the button says so and rests.
 */
export function PrayedForm({ request }: { request: PrayerRequestView }) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/prayer/prayed" && navigation.formData?.get("requestId") === request.id;
  const who = request.author?.displayName ?? C.anonymousAuthor;
  if (request.prayedByMeToday) {
    return (
      <p className="text-sm font-semibold text-primary" aria-live="polite">
        {C.prayedToday}
      </p>
    );
  }
  return (
    <Form method="post" action="/prayer/prayed" preventScrollReset>
      <input type="hidden" name="requestId" value={request.id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="btn-primary" disabled={busy} aria-label={C.praying.prayedLabel(who)}>
        {C.prayed}
      </button>
    </Form>
  );
}
