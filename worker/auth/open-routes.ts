/**
 * The better-auth routes reachable from outside: those a browser, an e-mail link or a journey calls
 * directly. Every other route under /api/auth answers 404 — update-user, change-email, delete-user,
 * the session and account lists, social sign-in … are not used, and the account pages reach the
 * ones they do use (password reset and change, two-factor) through better-auth's handler from the
 * server (callAuth), where our forms' rules have already run.
 */
const OPEN_AUTH_ROUTES: { method: "GET" | "POST"; path: RegExp }[] = [
  { method: "POST", path: /^\/sign-up\/email$/ },
  { method: "POST", path: /^\/sign-in\/email$/ },
  { method: "POST", path: /^\/sign-out$/ },
  { method: "GET", path: /^\/get-session$/ },
  // The link in the password-reset e-mail; it redirects to /auth/reset-password with the token.
  { method: "GET", path: /^\/reset-password\/[^/]+$/ },
  // E-mail verification: the link in the mail, and asking for a new one.
  { method: "GET", path: /^\/verify-email$/ },
  { method: "POST", path: /^\/send-verification-email$/ },
];

const AUTH_BASE_PATH = "/api/auth";

/** `pathname` is the request URL's path as better-auth routes it, e.g. /api/auth/sign-in/email. */
export function isOpenAuthRoute(method: string, pathname: string): boolean {
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  const route = pathname.slice(AUTH_BASE_PATH.length);
  return OPEN_AUTH_ROUTES.some((open) => open.method === method && open.path.test(route));
}
