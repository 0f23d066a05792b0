import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { SERIES_PAGE_COPY } from "~/kernel/copy/series";
import { FollowSchema } from "~/kernel/series/schemas";
import type { SeriesFollowView } from "~/kernel/series/views";

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Follow this series" or, once he follows it, when he began and "Stop following". */
export function FollowForm({ follow, lastResult }: { follow: SeriesFollowView | null; lastResult?: SubmissionResult<string[]> }) {
  const [form] = useForm({ lastResult, onValidate: ({ formData }) => parseWithZod(formData, { schema: FollowSchema }) });
  const busy = useNavigation().state !== "idle";
  const error = Object.values(form.allErrors).flat()[0];
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-3">
      {error ? (
        <p role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      {follow ? (
        <>
          <p>{SERIES_PAGE_COPY.followingSince(longDate.format(new Date(`${follow.startDate}T00:00:00Z`)))}</p>
          {follow.dueSession === null ? <p className="text-muted">{SERIES_PAGE_COPY.finished}</p> : null}
          <button type="submit" name="intent" value="unfollow" className="btn-secondary" disabled={busy}>
            {SERIES_PAGE_COPY.unfollow}
          </button>
        </>
      ) : (
        <>
          <p className="text-muted">{SERIES_PAGE_COPY.followIntro}</p>
          <button type="submit" name="intent" value="follow" className="btn-primary" disabled={busy}>
            {SERIES_PAGE_COPY.follow}
          </button>
        </>
      )}
    </Form>
  );
}
