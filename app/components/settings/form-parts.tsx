/** Small pieces every form on the Profile page shares. */
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/** A submit button that says "Please wait…" while its own intent is being submitted. */
export function SubmitButton({ intent, className, children }: { intent: string; className: string; children: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" className={className} disabled={busy} aria-disabled={busy || undefined}>
      {busy ? "Please wait…" : children}
    </button>
  );
}

/**
 * After a failed submit, focus goes to the first field with an error (its message is read with it).
 * `failure` is the error, or the whole answer, so that the same message twice still moves focus.
 */
export function useFocusFirstInvalid(failure: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (failure) formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);
  return formRef;
}

/** One section of the page: a region named by its heading, which the page's section links jump to. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="scroll-mt-20 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A form-level message the server sent back (announced as it appears). */
export function FormAlert({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-3 text-sm text-danger">
      {message}
    </p>
  );
}

/** A card inside a section: a region named by its own heading, with an optional line under it. */
export function SettingsPanel({
  id,
  title,
  intro,
  className = "",
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`card mt-4 ${className}`}>
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}
