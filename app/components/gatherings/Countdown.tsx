import { useEffect, useState } from "react";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";

function remaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = [hours, minutes, seconds].map((part) => String(part).padStart(2, "0")).join(":");
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * Counts down to the room's opening and calls `onOpen` when it comes, so the page turns into the
 * pre-join without a reload. The clock is drawn only in the browser (the server's second is not his).
 */
export function Countdown({ opensAt, onOpen }: { opensAt: string; onOpen: () => void }) {
  const target = Date.parse(opensAt);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= target) onOpen();
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [target, onOpen]);
  return (
    <section className="card space-y-2" aria-labelledby="countdown-title">
      <h2 id="countdown-title" className="text-lg font-semibold">
        {C.join.countdownTitle}
      </h2>
      <p className="text-sm text-muted">{C.join.countdown}</p>
      <p role="timer" className="font-mono text-4xl font-bold tabular-nums">
        {now === null ? "--:--:--" : remaining(target - now)}
      </p>
      <p className="text-sm text-muted">{C.join.countdownHelp}</p>
    </section>
  );
}
