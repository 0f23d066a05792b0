import { useState, type FormEvent } from "react";
import { useToast } from "~/components/toast/ToastProvider";
import { fieldErrorsOf, formValues, validationToast, type FieldErrors } from "~/kernel/auth-form";
import type { z } from "~/kernel/zod";

/**
 * Checks a form with its shared schema before it is sent: an invalid form stays in the browser, shows
 * its field errors and the form's validation toast. The server parses with the same schema (no-JS path).
 */
export function useClientValidation(schema: z.ZodType) {
  const { toast } = useToast();
  const [errors, setErrors] = useState<FieldErrors | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = schema.safeParse(formValues(new FormData(event.currentTarget)));
    if (result.success) {
      setErrors(null);
      return;
    }
    event.preventDefault();
    const fieldErrors = fieldErrorsOf(result.error);
    setErrors(fieldErrors);
    const message = validationToast(fieldErrors);
    if (message) toast({ ...message, variant: "error" });
  }

  return { errors, onSubmit };
}
