import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

export interface MoreAction {
  label: string;
  onSelect(): void;
}

/**
 * The "More actions" menu of a post or comment (Report, Block): a menu button; arrows move
 * through its items, Escape closes it and gives focus back to the button.
 */
export function MoreActions({ actions, label }: { actions: MoreAction[]; label: string }) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !menu.current?.contains(event.target) && !button.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      list[(moves[event.key]! + list.length) % list.length]?.focus();
    } else if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      close();
    }
  };

  if (actions.length === 0) return null;
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => setOpen((current) => !current)}
        className="btn-more"
      >
        <span aria-hidden="true" className="text-xl leading-none">
          ⋯
        </span>
      </button>
      {/* Rendered only while open: every post and comment of a feed page has this menu. */}
      {open ? (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-20 mt-1 min-w-[10rem] rounded-xl border border-border bg-surface py-1 shadow-lg"
        >
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  // The button, not the item (it leaves with the menu), is what a dialog opened from here gives focus back to.
                  close();
                  action.onSelect();
                }}
                className="block min-h-[44px] w-full px-4 text-left text-sm hover:bg-primary/10 focus:bg-primary/10"
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
