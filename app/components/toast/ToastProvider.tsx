import { Link } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { createToast, type Toast, type ToastInput } from "~/kernel/toast";

type ToastApi = { toast: (input: ToastInput) => string; dismiss: (id: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

const VARIANT_STYLES: Record<Toast["variant"], string> = {
  default: "border-border",
  success: "border-primary",
  error: "border-danger",
  warning: "border-accent",
};

/** The app's one toast system: announced politely (errors assertively), dismissible, keyboard reachable. */
export function ToastProvider({ children, flash }: { children: ReactNode; flash: Toast | null }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const toast = useCallback(
    (input: ToastInput) => {
      const next = createToast(input);
      setToasts((current) => [...current.filter((item) => item.id !== next.id), next].slice(-3));
      timers.current.set(
        next.id,
        setTimeout(() => dismiss(next.id), next.duration),
      );
      return next.id;
    },
    [dismiss],
  );

  useEffect(() => {
    if (flash) toast(flash);
  }, [flash, toast]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-stack">
        {(["polite", "assertive"] as const).map((politeness) => (
          <ol
            key={politeness}
            aria-live={politeness}
            aria-label={politeness === "polite" ? "Messages" : "Alerts"}
            className="flex w-full max-w-sm flex-col gap-2"
          >
            {toasts
              .filter((item) => (item.variant === "error") === (politeness === "assertive"))
              .map((item) => (
                <li
                  key={item.id}
                  className={`pointer-events-auto rounded-xl border-l-4 bg-surface p-4 shadow-lg ring-1 ring-border ${VARIANT_STYLES[item.variant]}`}
                >
                  <div className="flex items-start gap-3">
                    <div className="flex-1">
                      <p className="font-semibold">{item.title}</p>
                      {item.description ? <p className="mt-1 text-sm text-muted">{item.description}</p> : null}
                      {item.action ? (
                        <Link
                          to={item.action.to}
                          onClick={() => dismiss(item.id)}
                          className="mt-2 inline-block text-sm font-semibold text-primary underline underline-offset-4"
                        >
                          {item.action.label}
                        </Link>
                      ) : null}
                    </div>
                    <button
                      type="button"
                      onClick={() => dismiss(item.id)}
                      className="-m-1 rounded p-1 text-muted hover:text-fg"
                      aria-label={`Dismiss: ${item.title}`}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </div>
                </li>
              ))}
          </ol>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
