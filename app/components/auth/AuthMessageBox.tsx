import type { AuthMessage } from "~/kernel/auth-form";

/**
 * The inline twin of a toast: an error is an alert, a success a status, so the message is there
 * even before JavaScript has loaded.
 */
export function AuthMessageBox({ message, tone }: { message?: AuthMessage; tone: "error" | "success" }) {
  if (!message) return null;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border-l-4 bg-bg p-3 text-sm ${tone === "error" ? "border-danger" : "border-primary"}`}
    >
      <p className="font-semibold">{message.title}</p>
      {message.description ? <p className="mt-1">{message.description}</p> : null}
    </div>
  );
}
