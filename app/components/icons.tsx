/** The app's one icon set: small stroke icons (24×24 grid), decorative unless labelled by their control. */
import type { SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;

/** The frame every icon shares; icon sets loaded later (the player's) draw inside it too. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const SunriseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v5M5.6 9.6 4.2 8.2M18.4 9.6l1.4-1.4M3 17h18M7 17a5 5 0 0 1 10 0M8 21h8" />
  </Icon>
);
export const PathIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 21c0-4 4-5 6-8s1-6 4-9M4 5h4M16 19h4" />
    <circle cx="18" cy="4" r="1.5" />
  </Icon>
);
export const BookIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5ZM4 19a2 2 0 0 1 2-2h13M12 6v6M9.5 8.5h5" />
  </Icon>
);
export const PastureIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 20c2-4 5-6 9-6s7 2 9 6M7 13c0-3 2-5 5-5s5 2 5 5M12 8V4M10 5.5h4" />
  </Icon>
);
export const FlockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="3" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 14.2c2.9-.7 6 1.2 6 4.8" />
  </Icon>
);
export const AlertIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3 2 20h20L12 3ZM12 10v4M12 17.5v.01" />
  </Icon>
);

/** The Shepherd mark: a crook over a hill at dawn. */
export function ShepherdMark(props: IconProps) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M4 25c4-4 8-5 12-5s8 1 12 5" fill="none" stroke="currentColor" strokeWidth="2" className="text-primary-fg" />
      <path
        d="M18 24V11a4 4 0 1 0-8 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        className="text-primary-fg"
      />
    </svg>
  );
}
