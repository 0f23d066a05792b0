import { Link } from "@remix-run/react";
import { NOT_FOUND } from "~/kernel/copy/shell";

export function NotFound() {
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-6 text-center">
      <p className="font-serif text-5xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold">{NOT_FOUND.title}</h1>
      <p className="mt-2 text-muted">{NOT_FOUND.text}</p>
      <Link to="/" className="btn-primary mt-6">
        {NOT_FOUND.goHome}
      </Link>
    </main>
  );
}
