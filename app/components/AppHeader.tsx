import { Link } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { APP_NAME, HEADER_SCROLL_THRESHOLD_PX } from "~/kernel/copy/shell";
import { ShepherdMark } from "./icons";

export interface HeaderUser {
  name: string;
  /** The member's photo, shown as the Profile button when he has one. */
  avatarUrl: string | null;
}

/**
 * `minimal`: just the name, for screens that stand alone (onboarding, sign-in). `account`: a signed-in
 * member's links (AccountNav, in the member's chrome); while it loads, none.
 */
export function AppHeader({ user, minimal = false, account }: { user: HeaderUser | null; minimal?: boolean; account: ReactNode }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-30 bg-bg/95 backdrop-blur transition-shadow ${
        scrolled ? "border-b border-border shadow-md" : "border-b border-transparent"
      }`}
    >
      {/* On a wide window the name stands above the side navigation and the account links at the right edge. */}
      <div className="mx-auto flex h-14 max-w-content items-center justify-between gap-2 px-4 lg:max-w-none lg:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-lg font-serif text-lg font-bold">
          <ShepherdMark />
          {/* On a phone the mark alone leaves room for the account links; the name stays for screen readers. */}
          <span className={user && !minimal ? "sr-only min-[400px]:not-sr-only" : undefined}>{APP_NAME}</span>
        </Link>
        {minimal ? null : user ? (
          account
        ) : (
          <Link to="/auth" className="btn-primary min-h-[40px]">
            Sign In
          </Link>
        )}
      </div>
    </header>
  );
}

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
