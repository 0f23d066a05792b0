/**
 * A navigation that starts while another is loading aborts the first one's data requests. The
 * router means to ignore those aborts, but with single fetch one can still surface as an unhandled
 * promise rejection ("signal is aborted without reason") — nothing failed for the man, so it is
 * not reported as an error. Every other rejection is left alone.
 */
function isAbort(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === "AbortError";
}

export function ignoreNavigationAborts(target: Pick<Window, "addEventListener">) {
  target.addEventListener("unhandledrejection", (event) => {
    if (isAbort(event.reason)) event.preventDefault();
  });
}
