/**
 * The room's chat, kept in D1: the history comes with the page, a message is sent to the server
 * (which stores it, then announces it on the data channel), and announcements of everyone's
 * messages arrive on CHAT_TOPIC. A message is shown once, whichever way it came first.
 */
import { useDataChannel } from "@livekit/components-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { answerOf, apiClient } from "~/browser/api-client";
import { useToast } from "~/components/toast/ToastProvider";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";
import { CHAT_TOPIC, GATHERING_LIMITS } from "~/kernel/gatherings/rules";
import type { GatheringChatMessageView, GatheringRoomView } from "~/kernel/gatherings/views";

const decoder = new TextDecoder();

function withMessage(messages: GatheringChatMessageView[], message: GatheringChatMessageView) {
  if (messages.some((known) => known.id === message.id)) return messages;
  return [...messages, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

function parseAnnouncement(payload: Uint8Array): GatheringChatMessageView | null {
  try {
    const message = JSON.parse(decoder.decode(payload)) as GatheringChatMessageView;
    return typeof message?.id === "string" && typeof message.body === "string" && message.author ? message : null;
  } catch {
    return null;
  }
}

export function ChatPanel({ view }: { view: GatheringRoomView }) {
  const [messages, setMessages] = useState(view.chat);
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const { toast } = useToast();
  const end = useRef<HTMLLIElement>(null);
  const clock = new Intl.DateTimeFormat("en-US", { timeZone: view.gathering.timeZone, hour: "numeric", minute: "2-digit" });

  useDataChannel(CHAT_TOPIC, (received) => {
    const message = parseAnnouncement(received.payload);
    if (message) setMessages((current) => withMessage(current, message));
  });
  // A block body: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    void end.current?.scrollIntoView({ block: "nearest" });
  }, [messages.length]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || sending) return;
    setSending(true);
    const answer = await answerOf(apiClient.gatherings[":roomName"].chat.$post({ param: { roomName: view.gathering.roomName }, json: { body: draft } }));
    setSending(false);
    if (!answer.ok) {
      toast({ title: answer.error ?? C.errors.videoUnavailable, variant: "error" });
      return;
    }
    setMessages((current) => withMessage(current, answer.data.message));
    setDraft("");
  };

  return (
    <div className="flex h-full flex-col gap-3">
      {messages.length === 0 ? <p className="text-sm text-muted">{C.room.chatEmpty}</p> : null}
      <ol aria-label={C.room.chatTab} aria-live="polite" className="flex-1 space-y-2">
        {messages.map((message) => (
          <li key={message.id} data-chat-id={message.id} className="text-sm">
            <p>
              <strong>{message.author.displayName}</strong>{" "}
              <time dateTime={message.createdAt} className="text-xs text-muted">
                {clock.format(new Date(message.createdAt))}
              </time>
            </p>
            <p className="whitespace-pre-line break-words">{message.body}</p>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form onSubmit={send} className="flex gap-2">
        <label className="sr-only" htmlFor="gathering-chat">
          {C.room.chatLabel}
        </label>
        <input
          id="gathering-chat"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={GATHERING_LIMITS.chat.max}
          placeholder={C.room.chatLabel}
          autoComplete="off"
          className="min-h-[44px] min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 text-sm"
        />
        <button type="submit" className="btn-primary" disabled={sending} aria-busy={sending || undefined}>
          {C.room.send}
        </button>
      </form>
    </div>
  );
}
