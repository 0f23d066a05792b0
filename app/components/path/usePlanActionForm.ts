import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData } from "@remix-run/react";
import { PlanActionSchema } from "~/kernel/path/plan-actions";

/**
 * The props of one of the plan page's forms: checked in the browser with the action's own schema
 * before it is sent. The browser's own checks (a required start date) stay on; a refusal is shown
 * by the page as a toast.
 */
export function usePlanActionForm() {
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PlanActionSchema }),
    shouldValidate: "onSubmit",
  });
  return { id: form.id, onSubmit: form.onSubmit };
}
