import { Link } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { TAGLINE } from "~/lib/copy/shell";
import {
  applyThemePreference,
  DEFAULT_THEME,
  parseThemePreference,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from "~/lib/theme";

export function SiteFooter() {
  return (
    <footer className="mx-auto mt-12 max-w-content px-4 pb-28 text-sm text-muted">
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
  const [preference, setPreference] = useState<ThemePreference>(DEFAULT_THEME);
  useEffect(() => setPreference(parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY))), []);
  useEffect(() => {
    if (preference !== "system") return;
    const query = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyThemePreference("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [preference]);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        value={preference}
        onChange={(event) => {
          const next = parseThemePreference(event.target.value);
          setPreference(next);
          applyThemePreference(next);
        }}
        className="min-h-[36px] rounded-lg border border-border bg-surface px-2 text-fg"
      >
        <option value="light">Light</option>
        <option value="dark">Dark</option>
        <option value="system">System</option>
      </select>
    </div>
  );
}
