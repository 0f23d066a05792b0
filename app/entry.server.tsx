import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
// React's Node build, which workerd runs with nodejs_compat: it writes the page's strings straight
// into shared 4 KB buffers, where the edge build the "workerd" condition picks encodes every
// attribute name and value into an array of its own (a tenth of a signed-in Today's render).
import { renderToReadableStream } from "react-dom/server.node";
import { NonceProvider } from "./components/nonce";
import { recordServerError } from "../worker/domain/admin/failures.server";

const ABORT_AFTER_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.app.cspNonce;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_AFTER_MS);
  let status = responseStatusCode;

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_AFTER_MS} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(`[${loadContext.app.requestId}] render error`, error);
        status = 500;
      },
    },
  );
  body.allReady.finally(() => clearTimeout(timeout));

  // Crawlers get the whole document at once; people get it streamed.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}

/**
 * A loader or action that threw (not a Response): the page shows its error boundary, the log gets
 * the error, and the health page counts it. A request the browser abandoned is no error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { app } = context as AppLoadContext;
  console.error(`[${app.requestId}] unhandled error`, error);
  app.waitUntil(recordServerError(app.db, error, { path: new URL(request.url).pathname, requestId: app.requestId }));
};
