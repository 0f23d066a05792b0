import { Link } from "@remix-run/react";
import { useId } from "react";
import { TAGLINE } from "~/kernel/copy/shell";
import { parseThemePreference } from "~/kernel/theme";
import { useThemePreference } from "./appearance/useThemePreference";

export function SiteFooter() {
  return (
    <footer className="mx-auto mt-12 max-w-content px-4 pb-28 text-sm lg:pb-8 text-muted">
      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6">
        <p className="italic">{TAGLINE}</p>
        <ThemeSelect />
      </div>
      <nav aria-label="Legal" className="mt-4 flex gap-4">
        <Link to="/terms" className="underline-offset-4 hover:underline">
          Terms
        </Link>
        <Link to="/privacy" className="underline-offset-4 hover:underline">
          Privacy
        </Link>
      </nav>
    </footer>
  );
}

export function ThemeSelect() {
  const id = useId();
  const [preference, setPreference] = useThemePreference();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        value={preference}
        onChange={(event) => setPreference(parseThemePreference(event.target.value))}
        className="min-h-[36px] rounded-lg border border-border bg-surface px-2 text-fg"
      >
        <option value="light">Light</option>
        <option value="dark">Dark</option>
        <option value="system">System</option>
      </select>
    </div>
  );
}
