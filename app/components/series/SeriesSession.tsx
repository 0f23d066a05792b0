import { useId } from "react";
import { SERIES_PAGE_COPY } from "~/kernel/copy/series";
import type { SeriesSessionView } from "~/kernel/series/views";

/** One session of a series: its passage in the WEB, the teaching, the questions, the prayer and the week's action at home. */
export function SeriesSession({ session, due }: { session: SeriesSessionView; due: boolean }) {
  const headingId = useId();
  return (
    <section id={`session-${session.number}`} aria-labelledby={headingId} className={`card scroll-mt-20 space-y-4 ${due ? "border-primary" : ""}`}>
      <header>
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">
          {due ? SERIES_PAGE_COPY.thisWeek(session.number) : SERIES_PAGE_COPY.session(session.number)}
        </p>
        <h2 id={headingId} className="font-serif text-xl font-bold">
          {session.title}
        </h2>
      </header>
      <div>
        <h3 className="font-semibold">
          {SERIES_PAGE_COPY.passage}{" "}
          {session.passageHref ? (
            <a href={session.passageHref} className="text-primary underline underline-offset-4">
              {session.passage}
            </a>
          ) : (
            session.passage
          )}
        </h3>
        {session.verses.length > 0 ? (
          <blockquote className="mt-2 border-l-4 border-primary/40 pl-3 font-serif leading-relaxed">
            {session.verses.map((verse) => (
              <span key={verse.verse}>
                <sup className="mr-0.5 text-muted">{verse.verse}</sup>
                {verse.text}{" "}
              </span>
            ))}
          </blockquote>
        ) : (
          <p className="mt-2 text-sm text-muted">{SERIES_PAGE_COPY.passageMissing}</p>
        )}
      </div>
      <div>
        <h3 className="font-semibold">{SERIES_PAGE_COPY.teaching}</h3>
        {session.teaching.map((paragraph, index) => (
          <p key={index} className="mt-2 leading-relaxed">
            {paragraph}
          </p>
        ))}
      </div>
      <div>
        <h3 className="font-semibold">{SERIES_PAGE_COPY.questions}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {session.questions.map((question, index) => (
            <li key={index}>{question}</li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="font-semibold">{SERIES_PAGE_COPY.prayer}</h3>
        <p className="mt-2 italic leading-relaxed">{session.prayer}</p>
      </div>
      {session.atHome ? (
        <div className="rounded-lg bg-primary/5 p-3">
          <h3 className="font-semibold">{SERIES_PAGE_COPY.atHome}</h3>
          <p className="mt-1">{session.atHome}</p>
        </div>
      ) : null}
    </section>
  );
}
