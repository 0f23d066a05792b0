import { useId, useRef, useState, type KeyboardEvent } from "react";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";
import type { GatheringRoomView } from "~/kernel/gatherings/views";
import { ChatPanel } from "./ChatPanel";
import { GuidePanel } from "./GuidePanel";
import { PeoplePanel } from "./PeoplePanel";

const TABS = [
  { id: "chat", label: C.room.chatTab },
  { id: "guide", label: C.room.guideTab },
  { id: "people", label: C.room.peopleTab },
] as const;
type TabId = (typeof TABS)[number]["id"];

/**
 * The room's panels as tabs (arrow keys move between them). Every panel stays mounted while hidden,
 * so the chat keeps hearing new messages while he reads the guide.
 */
export function RoomPanels({ view }: { view: GatheringRoomView }) {
  const [active, setActive] = useState<TabId>("chat");
  const base = useId();
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.id === active);
    const next = TABS[(index + step + TABS.length) % TABS.length]!.id;
    setActive(next);
    buttons.current[next]?.focus();
  };
  return (
    <section aria-label={C.room.panels} className="flex min-h-[20rem] flex-col rounded-2xl border border-border bg-surface text-fg lg:h-[72dvh]">
      <div role="tablist" aria-label={C.room.panels} className="flex border-b border-border" onKeyDown={onKey}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-controls={`${base}-${tab.id}`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            className={`min-h-[44px] flex-1 px-3 text-sm font-semibold ${active === tab.id ? "border-b-2 border-primary text-primary" : "text-muted"}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}`}
          aria-labelledby={`${base}-${tab.id}-tab`}
          hidden={active !== tab.id}
          className="min-h-0 flex-1 overflow-y-auto p-3"
        >
          {tab.id === "chat" ? <ChatPanel view={view} /> : tab.id === "guide" ? <GuidePanel guide={view.guide} /> : <PeoplePanel view={view} />}
        </div>
      ))}
    </section>
  );
}
