import type { ReactNode } from "react";

export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <main id="main" className="prose-page mx-auto max-w-content px-4 pb-8 pt-6">
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      <p className="mt-1 text-sm text-muted">Last updated {updated}</p>
      {children}
    </main>
  );
}
