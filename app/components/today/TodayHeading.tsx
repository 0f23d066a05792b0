import { forwardRef, type ReactNode } from "react";
import { TODAY } from "~/kernel/copy/today";

/** Today's title and subtitle, with what sits beside them (a member's streak). */
export const TodayHeading = forwardRef<HTMLHeadingElement, { aside?: ReactNode }>(function TodayHeading({ aside }, ref) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 ref={ref} tabIndex={-1} className="font-serif text-3xl font-bold">
          {TODAY.title}
        </h1>
        <p className="mt-1 text-muted">{TODAY.subtitle}</p>
      </div>
      {aside}
    </div>
  );
});
