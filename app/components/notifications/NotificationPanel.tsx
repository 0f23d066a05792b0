import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type SVGProps } from "react";
import { apiClient } from "~/browser/api-client";
import {
  destinationFor,
  mentionerName,
  NOTIFICATIONS_COPY,
  relativeTime,
  type NotificationItem,
} from "~/kernel/notifications";
import { ShepherdMark } from "../icons";
import { useToast } from "../toast/ToastProvider";
import type { UnreadCount } from "./NotificationBell";
import { PANEL_FRAME_CLASS, PANEL_FRAME_STYLE } from "./panel-frame";

/** A change outlives the panel (it may close, or the page navigate, at once). */
const KEEPALIVE = { init: { keepalive: true } };

async function send(call: () => Promise<{ ok: boolean; status: number }>): Promise<boolean> {
  try {
    const response = await call();
    // 404: already gone (deleted in another tab) — the list is refetched by the change it caused.
    return response.ok || response.status === 404;
  } catch {
    return false;
  }
}

interface Props {
  count: UnreadCount;
  /** Changes when the hub reports a change while the panel is open: refetch the list. */
  refreshSignal: number;
  onClose(returnFocus: boolean): void;
}

/**
 * The dropdown: the latest notifications, Mark all read, a delete button per row, 400 px
 * high with a scrolling list. Clicking a row marks it read, goes where it leads, and closes.
 */
export default function NotificationPanel({ count, refreshSignal, onClose }: Props) {
  const titleId = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const panelRef = useRef<HTMLElement>(null);
  const rowButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusIndexAfterDelete = useRef<number | null>(null);
  const [items, setItems] = useState<NotificationItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const loads = useRef(0);
  const { adjust, snapshot, applyServer, refresh } = count;

  const load = useCallback(async () => {
    const sequence = ++loads.current;
    const at = snapshot();
    try {
      const response = await apiClient.notifications.$get(undefined, { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`GET /api/notifications answered ${response.status}`);
      const body = await response.json();
      if (sequence !== loads.current) return;
      setItems(body.notifications);
      setFailed(false);
      applyServer(body.unread, at);
    } catch {
      if (sequence === loads.current) setFailed(true);
    }
  }, [snapshot, applyServer]);

  useEffect(() => {
    void load();
  }, [load, refreshSignal]);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    panelRef.current?.focus();
    return () => {
      mounted.current = false;
    };
  }, []);

  useLayoutEffect(() => {
    const index = focusIndexAfterDelete.current;
    if (index === null || items === null) return;
    focusIndexAfterDelete.current = null;
    const next = items[Math.min(index, items.length - 1)];
    const target = next ? rowButtons.current.get(next.id) : undefined;
    if (target) target.focus();
    else panelRef.current?.focus();
  }, [items]);

  const reportFailure = () => {
    toast({ title: NOTIFICATIONS_COPY.errorTitle, description: NOTIFICATIONS_COPY.errorText, variant: "error" });
    if (mounted.current) void load();
    else refresh();
  };

  const open = (item: NotificationItem) => {
    const to = destinationFor(item);
    if (!item.read) {
      setItems((current) => current?.map((row) => (row.id === item.id ? { ...row, read: true } : row)) ?? current);
      adjust((value) => value - 1);
      void send(() => apiClient.notifications[":id"].read.$post({ param: { id: encodeURIComponent(item.id) } }, KEEPALIVE)).then((ok) => ok || reportFailure());
    }
    onClose(to === null);
    if (to) navigate(to);
  };

  const remove = (item: NotificationItem, index: number) => {
    focusIndexAfterDelete.current = index;
    setItems((current) => current?.filter((row) => row.id !== item.id) ?? current);
    if (!item.read) adjust((value) => value - 1);
    void send(() => apiClient.notifications[":id"].$delete({ param: { id: encodeURIComponent(item.id) } }, KEEPALIVE)).then((ok) => ok || reportFailure());
  };

  const markAllRead = () => {
    setItems((current) => current?.map((row) => ({ ...row, read: true })) ?? current);
    adjust(0);
    panelRef.current?.focus();
    void send(() => apiClient.notifications["read-all"].$post(undefined, KEEPALIVE)).then((ok) => ok || reportFailure());
  };

  const anyUnread = count.value > 0 || (items?.some((item) => !item.read) ?? false);
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`${PANEL_FRAME_CLASS} focus:outline-none focus-visible:ring-2`}
      style={PANEL_FRAME_STYLE}
    >
      <div className="flex min-h-[52px] shrink-0 items-center justify-between gap-2 border-b border-border px-4">
        <h2 id={titleId} className="font-serif text-base font-bold">
          {NOTIFICATIONS_COPY.title}
        </h2>
        {anyUnread ? (
          <button type="button" className="btn-ghost min-h-[40px] px-2 text-primary" onClick={markAllRead}>
            {NOTIFICATIONS_COPY.markAllRead}
          </button>
        ) : null}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain" data-notification-list="">
        {items === null ? (
          <p role="status" className="p-4 text-sm text-muted">
            {failed ? NOTIFICATIONS_COPY.errorText : NOTIFICATIONS_COPY.loading}
          </p>
        ) : items.length === 0 ? (
          <p className="p-4 text-sm text-muted">{NOTIFICATIONS_COPY.empty}</p>
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item, index) => (
              <li key={item.id} className={item.read ? "" : "bg-primary/5"} data-unread={item.read ? "false" : "true"}>
                <div className="flex items-start gap-1 py-1 pl-3 pr-1">
                  <button
                    ref={(element) => {
                      if (element) rowButtons.current.set(item.id, element);
                      else rowButtons.current.delete(item.id);
                    }}
                    type="button"
                    className="flex min-w-0 flex-1 items-start gap-3 rounded-lg px-1 py-2 text-left hover:bg-border/30"
                    onClick={() => open(item)}
                  >
                    <Avatar item={item} />
                    <span className="min-w-0 flex-1">
                      <span className={`block text-sm ${item.read ? "font-medium" : "font-bold"}`}>
                        {mentionerName(item.mentioner)}
                        {item.read ? null : <span className="sr-only">, {NOTIFICATIONS_COPY.unread}</span>}
                      </span>
                      <span className="line-clamp-2 break-words text-sm">{item.content}</span>
                      <time className="block text-xs text-muted" dateTime={item.created_at}>
                        {relativeTime(item.created_at)}
                      </time>
                    </span>
                    {item.read ? null : <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-primary" />}
                  </button>
                  <button
                    type="button"
                    className="btn-ghost min-h-[44px] shrink-0 px-2 text-muted"
                    aria-label={NOTIFICATIONS_COPY.deleteLabel}
                    onClick={() => remove(item, index)}
                  >
                    <DeleteIcon />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function Avatar({ item }: { item: NotificationItem }) {
  const mentioner = item.mentioner;
  if (!mentioner) return <ShepherdMark width={36} height={36} className="shrink-0" />;
  if (mentioner.avatar_url) {
    return <img src={mentioner.avatar_url} alt="" width={36} height={36} className="h-9 w-9 shrink-0 rounded-full object-cover" />;
  }
  const initial = mentionerName(mentioner).replace(/^@/, "").charAt(0).toUpperCase();
  return (
    <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg">
      {initial}
    </span>
  );
}

/** A small stroke "×" in the icon set's style. */
function DeleteIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false" {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
