import { ERROR_FALLBACK } from "~/kernel/copy/shell";
import { AlertIcon } from "./icons";

/** The fallback screen shown when drawing the app throws; its copy is fixed, word for word. */
export function ErrorFallback({ onTryAgain, onGoHome }: { onTryAgain: () => void; onGoHome: () => void }) {
  return (
    <main id="main" className="mx-auto flex min-h-[70vh] max-w-md flex-col items-center justify-center px-6 text-center">
      <div role="alert" className="card w-full">
        <AlertIcon className="mx-auto text-danger" width={40} height={40} />
        <h1 className="mt-4 text-2xl font-bold">{ERROR_FALLBACK.title}</h1>
        <p className="mt-2 text-muted">{ERROR_FALLBACK.text}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button type="button" className="btn-primary" onClick={onTryAgain}>
            {ERROR_FALLBACK.tryAgain}
          </button>
          <button type="button" className="btn-secondary" onClick={onGoHome}>
            {ERROR_FALLBACK.goHome}
          </button>
        </div>
        <p className="mt-6 text-sm text-muted">{ERROR_FALLBACK.footer}</p>
      </div>
    </main>
  );
}
