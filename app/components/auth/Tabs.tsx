import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { tabIndexAfterKey } from "~/kernel/auth-form";

interface TabsProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  selected: T;
  onSelect(id: T): void;
  /** Only the selected panel is mounted, so the page never holds two fields with the same label. */
  panels: Record<T, ReactNode>;
}

/** WAI-ARIA tabs with automatic activation: Left/Right move between tabs, Home/End jump. */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, panels }: TabsProps<T>) {
  const prefix = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${prefix}-tab-${id}`;
  const panelId = (id: T) => `${prefix}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexAfterKey(event.key, tabs.findIndex((tab) => tab.id === selected), tabs.length);
    if (next === null) return;
    event.preventDefault();
    const id = tabs[next]!.id;
    onSelect(id);
    buttons.current.get(id)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-xl bg-bg p-1">
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={active ? panelId(tab.id) : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`min-h-[44px] rounded-lg text-sm font-semibold transition-colors ${
                active ? "bg-surface text-fg shadow-sm" : "text-muted hover:text-fg"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div key={selected} role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} className="pt-5">
        {panels[selected]}
      </div>
    </div>
  );
}
