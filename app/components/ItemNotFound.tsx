/**
 * A route's error boundary for "this item is not his to see": an unknown id or another member's
 * answers 404 with this page (no hint that the item exists); any other error goes up to the root.
 */
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

export function ItemNotFound({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main id="main" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-6 text-center">
      <h1 className="font-serif text-2xl font-bold">{title}</h1>
      <Link to={backTo} className="btn-primary mt-6">
        {backLabel}
      </Link>
    </main>
  );
}
