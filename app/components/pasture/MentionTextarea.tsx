import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type TextareaHTMLAttributes } from "react";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { insertMention, mentionQueryAt } from "~/kernel/pasture/mentions";
import { type SuggestMembers, useMentionSuggestions } from "./useMentionSuggestions";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "defaultValue" | "onChange"> & {
  value: string;
  onValueChange(value: string): void;
  /** Where suggestions come from (a flock's members); The Pasture's members when absent. */
  suggest?: SuggestMembers;
};

/**
 * A textarea that suggests members after "@": Up and Down move through the list, Enter inserts
 * "@username ", Escape closes it and keeps the text. A textarea may not take the combobox role (ARIA
 * in HTML), so it stays a multiline text box that autocompletes from a list (`aria-autocomplete`,
 * `aria-controls`, `aria-activedescendant` are a text box's own), and a polite status announces the
 * list as it opens, which a combobox's `aria-expanded` would otherwise have done.
 */
export function MentionTextarea({ value, onValueChange, suggest, className, ...textarea }: Props) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ query: string; start: number } | null>(null);
  const [active, setActive] = useState(0);
  const caretAfterInsert = useRef<number | null>(null);
  const suggestions = useMentionSuggestions(mention?.query ?? null, suggest);
  const open = mention !== null && suggestions.length > 0;
  const activeIndex = Math.min(active, suggestions.length - 1);

  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    if (caret === null || !ref.current) return;
    caretAfterInsert.current = null;
    ref.current.setSelectionRange(caret, caret);
  }, [value]);

  const follow = (element: HTMLTextAreaElement) => {
    const next = mentionQueryAt(element.value, element.selectionStart);
    setMention((current) => (current?.query === next?.query && current?.start === next?.start ? current : next));
    if (next?.query !== mention?.query) setActive(0);
  };

  const choose = (username: string) => {
    if (!mention || !ref.current) return;
    const inserted = insertMention(value, mention.start, ref.current.selectionStart, username);
    caretAfterInsert.current = inserted.caret;
    setMention(null);
    onValueChange(inserted.text);
    ref.current.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      choose(suggestions[activeIndex]!.username);
    } else if (event.key === "Escape") {
      // Closes the list only: a dialog around the field stays open.
      event.preventDefault();
      event.stopPropagation();
      setMention(null);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="relative">
      <textarea
        {...textarea}
        ref={ref}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          follow(event.target);
        }}
        onSelect={(event) => follow(event.currentTarget)}
        onKeyDown={onKeyDown}
        onBlur={() => setMention(null)}
        className={className}
      />
      {/* Rendered only while open: a feed page has a comment box under every post. */}
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={PASTURE_COPY.mentionSuggestions}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-xl border border-border bg-surface py-1 shadow-lg"
        >
          {suggestions.map((member, index) => (
            <li
              key={member.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // The textarea keeps focus (and its caret) while a pointer picks a member.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(member.username)}
              className="flex min-h-[44px] cursor-pointer items-center gap-2 px-3 aria-selected:bg-primary/10"
            >
              <span className="font-medium">{member.displayName}</span>
              <span className="text-sm text-muted">@{member.username}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Always rendered: a live region announces changes, not its own arrival. */}
      <p role="status" className="sr-only">
        {open ? PASTURE_COPY.mentionsOffered(suggestions.length) : ""}
      </p>
    </div>
  );
}

/**
 * A MentionTextarea's markup while its list is closed, with nothing to hydrate but the textarea: for a
 * form that swaps in the live field once he starts writing (CommentForm).
 */
export function DormantMentionTextarea(textarea: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className="relative">
      <textarea {...textarea} aria-autocomplete="list" />
      <p role="status" className="sr-only" />
    </div>
  );
}
