/**
 * Profile → Contact support: write to support (subject, message, the page he was on), and read his
 * tickets with their threads — support's answers arrive here, by email and with a notification.
 */
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { SupportThread, type SupportMessageItem } from "~/components/support/SupportThread";
import { FieldError } from "~/components/ui/FieldError";
import { TextField } from "~/components/ui/TextField";
import { useIntentForm } from "~/components/ui/useIntentForm";
import { SUPPORT_COPY as C } from "~/kernel/copy/support";
import { SUPPORT_INTENT, SUPPORT_LIMITS, SupportTicketSchema, type SupportStatus } from "~/kernel/support";
import { FormAlert, SettingsPanel, SettingsSection, SubmitButton } from "./form-parts";

export const SUPPORT_HEADING_ID = "support-heading";

export interface SupportTicketItem {
  id: string;
  subject: string;
  page: string | null;
  status: SupportStatus;
  messages: SupportMessageItem[];
}

export function SupportSection({ tickets, page }: { tickets: SupportTicketItem[]; page: string }) {
  const [form, fields] = useIntentForm(SUPPORT_INTENT, SupportTicketSchema);
  return (
    <SettingsSection id={SUPPORT_HEADING_ID} title={C.heading}>
      <div className="card mt-4">
        <p className="text-sm text-muted">{C.intro}</p>
        <Form method="post" className="mt-4 space-y-4" preventScrollReset {...getFormProps(form)}>
          <input type="hidden" name="intent" value={SUPPORT_INTENT} />
          <FormAlert message={form.errors?.[0]} />
          <TextField label={C.subject} maxLength={SUPPORT_LIMITS.subject} error={fields.subject.errors?.[0]} {...getInputProps(fields.subject, { type: "text" })} key={fields.subject.key} />
          <div>
            <label htmlFor={fields.message.id} className="text-sm font-medium">
              {C.message}
            </label>
            <textarea
              rows={5}
              maxLength={SUPPORT_LIMITS.message}
              className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface px-3 py-2 text-base text-fg aria-[invalid=true]:border-danger"
              {...getTextareaProps(fields.message)}
              key={fields.message.key}
            />
            <FieldError id={fields.message.errorId} message={fields.message.errors?.[0]} />
          </div>
          <TextField
            label={C.page}
            maxLength={SUPPORT_LIMITS.page}
            hint={<p className="text-xs text-muted">{C.pageHint}</p>}
            error={fields.page.errors?.[0]}
            {...getInputProps(fields.page, { type: "text" })}
            defaultValue={typeof fields.page.initialValue === "string" ? fields.page.initialValue : page}
            key={fields.page.key}
          />
          <SubmitButton intent={SUPPORT_INTENT} className="btn-primary">
            {C.send}
          </SubmitButton>
        </Form>
      </div>
      <SettingsPanel id="support-tickets-heading" title={C.yourTickets}>
        {tickets.length === 0 ? (
          <p className="mt-3">{C.noTickets}</p>
        ) : (
          <ul className="mt-3 space-y-6" data-testid="support-tickets">
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <h4 className="font-semibold">{ticket.subject}</h4>
                <p className="text-sm text-muted">{C.status[ticket.status]}</p>
                <SupportThread messages={ticket.messages} memberName={C.you} />
              </li>
            ))}
          </ul>
        )}
      </SettingsPanel>
    </SettingsSection>
  );
}
