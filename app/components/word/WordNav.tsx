import { Link, useLocation } from "@remix-run/react";
import { WORD } from "~/kernel/copy/word";

const SECTIONS = [
  { to: "/word", label: WORD.read },
  { to: "/word/search", label: WORD.search },
  { to: "/word/saved", label: WORD.saved },
] as const;

function sectionOf(pathname: string) {
  if (pathname.startsWith("/word/search")) return "/word/search";
  if (pathname.startsWith("/word/saved")) return "/word/saved";
  return "/word";
}

/** The Word's three parts: the reader (where he last read), search, and his highlights and notes. */
export function WordNav() {
  const active = sectionOf(useLocation().pathname);
  return (
    <nav aria-label={WORD.sectionsLabel}>
      <ul className="flex gap-1 rounded-xl bg-border/40 p-1">
        {SECTIONS.map((section) => (
          <li key={section.to} className="flex-1">
            <Link
              to={section.to}
              prefetch="intent"
              aria-current={active === section.to ? "page" : undefined}
              className={`flex min-h-[44px] items-center justify-center rounded-lg px-2 text-sm font-semibold ${
                active === section.to ? "bg-surface text-fg shadow-sm" : "text-muted hover:text-fg"
              }`}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
