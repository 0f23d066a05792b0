import { repliedIntent, replyTo } from "~/components/ui/useIntentForm";
import { authFailureTitle, type AuthMessage } from "~/kernel/auth-form";

/**
 * What an account page shows from its action's answer: which form it answers, the refusal of the
 * whole form under its heading ("Sign in failed", ...), and a notice or next step when it stayed.
 */
export function authAnswer(answer: unknown): { intent?: string; error?: AuthMessage; notice?: AuthMessage; step?: "two-factor" } {
  const intent = repliedIntent(answer);
  if (intent !== undefined) {
    const message = replyTo(answer, intent)?.error?.[""]?.[0];
    return { intent, error: message ? { title: authFailureTitle(intent, message), description: message } : undefined };
  }
  if (!answer || typeof answer !== "object") return {};
  const stayed = answer as { intent?: string; notice?: AuthMessage; step?: "two-factor" };
  return { intent: stayed.intent, notice: stayed.notice, step: stayed.step };
}
