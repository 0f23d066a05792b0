import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent } from "react";
import type { $ZodType } from "zod/v4/core";
import { useToast } from "~/components/toast/ToastProvider";
import { useIntentForm } from "~/components/ui/useIntentForm";
import { firstErrorsOf, validationToast } from "~/kernel/auth-form";

/**
 * An account form posting `intent`, checked in the browser with the schema its action parses with:
 * an invalid form stays here, shows its field errors and the form's validation toast ("Invalid
 * email", ...). Before hydration the server checks with the same schema and answers the same way.
 */
export function useAuthForm(intent: string, schema: $ZodType) {
  const { toast } = useToast();
  const [form, fields, reply] = useIntentForm(intent, schema);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (!event.defaultPrevented) return;
    const refused = parseWithZod(new FormData(event.currentTarget), { schema });
    const message = refused.status === "success" ? null : validationToast(firstErrorsOf(refused.error));
    if (message) toast({ ...message, variant: "error" });
  }

  return { fields, reply, formProps: { ...getFormProps(form), onSubmit } };
}
