import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, parseThemePreference, resolveTheme, THEME_INIT_SCRIPT, THEME_STORAGE_KEY } from "./theme";

describe("theme preference", () => {
  it("defaults to light", () => {
    expect(DEFAULT_THEME).toBe("light");
    expect(parseThemePreference(null)).toBe("light");
    expect(parseThemePreference("")).toBe("light");
    expect(parseThemePreference("purple")).toBe("light");
  });

  it.each(["light", "dark", "system"] as const)("keeps the stored value %s", (value) => {
    expect(parseThemePreference(value)).toBe(value);
  });

  it.each([
    ["light", false, "light"],
    ["light", true, "light"],
    ["dark", false, "dark"],
    ["system", true, "dark"],
    ["system", false, "light"],
  ] as const)("%s with system dark=%s resolves to %s", (preference, systemDark, expected) => {
    expect(resolveTheme(preference, systemDark)).toBe(expected);
  });

  it("the pre-paint script reads the theme's storage key", () => {
    expect(THEME_STORAGE_KEY).toBe("theme");
    expect(THEME_INIT_SCRIPT).toContain('localStorage.getItem("theme")');
  });

  it("the pre-paint script applies the stored theme to the document", () => {
    const classes = new Set<string>();
    const documentElement = {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      dataset: {} as Record<string, string>,
    };
    const run = (stored: string | null, systemDark: boolean) => {
      classes.clear();
      new Function("localStorage", "matchMedia", "document", THEME_INIT_SCRIPT)(
        { getItem: () => stored },
        () => ({ matches: systemDark }),
        { documentElement }
      );
      return classes.has("dark");
    };
    expect(run(null, true)).toBe(false);
    expect(run("dark", false)).toBe(true);
    expect(run("system", true)).toBe(true);
    expect(run("system", false)).toBe(false);
    expect(run("light", true)).toBe(false);
  });
});
