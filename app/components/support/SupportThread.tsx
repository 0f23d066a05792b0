/** A ticket's messages, oldest first: the member's and support's, told apart by who wrote them. */
import { SUPPORT_COPY as C } from "~/kernel/copy/support";

export interface SupportMessageItem {
  id: string;
  fromAdmin: boolean;
  body: string;
  at: string;
}

export function SupportThread({ messages, memberName }: { messages: SupportMessageItem[]; memberName: string }) {
  return (
    <ol className="mt-3 space-y-3">
      {messages.map((message) => (
        <li key={message.id} className={`rounded-lg border border-border p-3 ${message.fromAdmin ? "bg-border/30" : ""}`}>
          <p className="text-sm text-muted">
            <span className="font-semibold text-fg">{message.fromAdmin ? C.supportName : memberName}</span> ·{" "}
            <time dateTime={message.at}>{new Date(message.at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC</time>
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
