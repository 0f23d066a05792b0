import { Link } from "@remix-run/react";
import { WIZARD_COPY } from "~/kernel/copy/path";

/** /path/create: what the four steps are, and the way in. */
export default function CreatePlanIntro() {
  return (
    <section className="card mt-6">
      <p className="text-muted">{WIZARD_COPY.intro}</p>
      <ol className="mt-4 list-decimal space-y-1 pl-6">
        {Object.values(WIZARD_COPY.steps).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Link to="/path/create/basics" className="btn-primary mt-5">
        {WIZARD_COPY.begin}
      </Link>
    </section>
  );
}
