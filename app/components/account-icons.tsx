/**
 * The icons of a signed-in man's own links and prompts (the bell, Journal, Prayer, Insights,
 * Profile, Premium's crown), drawn in the app's Icon frame: apart from the shell's icons, so they
 * load with the member's chrome and not in a visitor's first load.
 */
import { Icon, type IconProps } from "./icons";

export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9ZM10 19a2 2 0 0 0 4 0" />
  </Icon>
);
export const JournalIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 3h11a3 3 0 0 1 3 3v15H8a3 3 0 0 1-3-3V3ZM9 8h6M9 12h6M5 18a3 3 0 0 1 3-3h11" />
  </Icon>
);
export const PrayerIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v4M12 7c-1.5 1.5-4 5-4 8.5V20l4-2 4 2v-4.5C16 12 13.5 8.5 12 7ZM8 20H5M16 20h3" />
  </Icon>
);
export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
  </Icon>
);
export const InsightsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6" />
  </Icon>
);
export const CrownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8Z" />
  </Icon>
);
