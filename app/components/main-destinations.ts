import type { ComponentType, SVGProps } from "react";
import { TABS } from "~/kernel/copy/shell";
import { BookIcon, FlockIcon, PastureIcon, PathIcon, SunriseIcon } from "./icons";

const ICONS: Record<(typeof TABS)[number]["to"], ComponentType<SVGProps<SVGSVGElement>>> = {
  "/": SunriseIcon,
  "/path": PathIcon,
  "/word": BookIcon,
  "/pasture": PastureIcon,
  "/flock": FlockIcon,
};

/** The five main destinations with their icons: the phone's tab bar and the wide window's side navigation list these. */
export const MAIN_DESTINATIONS = TABS.map((tab) => ({ ...tab, Icon: ICONS[tab.to] }));
