/**
 * Shown to a man right after he posts or comments words of suicide or self-harm: his words are
 * published, and he is met at once with a way to reach help. An alert, so a screen reader speaks
 * it as it appears; the links dial or text 988 on a phone.
 */
import { useId } from "react";
import { PASTURE_COPY as COPY } from "~/kernel/copy/pasture";

export function CrisisCard({ className = "" }: { className?: string }) {
  const titleId = useId();
  return (
    <div role="alert" aria-labelledby={titleId} className={`card border-2 border-primary ${className}`}>
      <h2 id={titleId} className="text-lg font-semibold">
        {COPY.crisisTitle}
      </h2>
      <p className="mt-2">{COPY.crisisText}</p>
      <p className="mt-2 font-medium">{COPY.crisisLifeline}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href="tel:988" className="btn-primary inline-flex min-h-[44px] items-center">
          {COPY.crisisCall}
        </a>
        <a href="sms:988" className="btn-secondary inline-flex min-h-[44px] items-center">
          {COPY.crisisSms}
        </a>
      </div>
      <p className="mt-3 text-sm">{COPY.crisisEmergency}</p>
      <p className="mt-1 text-sm">{COPY.crisisTalk}</p>
    </div>
  );
}
