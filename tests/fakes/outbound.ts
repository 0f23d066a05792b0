/**
 * miniflare's `outboundService` for the worker tests: every fetch leaving workerd lands here and is
 * handed to the fake that speaks that host's protocol. Any other host is refused: the tests use
 * no network.
 */
type Handler = (request: Request) => Promise<Response>;

export function routeOutbound(byHost: Record<string, Handler>): Handler {
  return async (request) => {
    const { hostname } = new URL(request.url);
    const handler = byHost[hostname];
    if (handler) return handler(request);
    return new Response(`The worker tests allow no network; ${hostname} was requested.`, { status: 502 });
  };
}
