import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { ActivityTracker } from "./components/ActivityTracker";
import { AppErrorBoundary } from "./components/AppErrorBoundary";
import { AppHeader, type HeaderUser } from "./components/AppHeader";
import { BottomTabBar } from "./components/BottomTabBar";
import { ErrorFallback } from "./components/ErrorFallback";
import { useNonce } from "./components/nonce";
import { NotFound } from "./components/NotFound";
import { SiteFooter } from "./components/SiteFooter";
import { APP_NAME, TAGLINE } from "./lib/copy/shell";
import { reportClientError } from "./lib/report-error";
import { THEME_INIT_SCRIPT } from "./lib/theme";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: MetaFunction = () => [
  { title: APP_NAME },
  { name: "description", content: `${APP_NAME} — ${TAGLINE}. A daily devotional for Christian men and fathers.` },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const user = context.app.user;
  const headerUser: HeaderUser | null = user ? { name: user.name, isPremium: false } : null;
  return { user: headerUser };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#215240" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Chrome({ user, children }: { user: HeaderUser | null; children: ReactNode }) {
  return (
    <>
      <AppHeader user={user} />
      {children}
      <SiteFooter />
      <BottomTabBar />
    </>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const navigate = useNavigate();
  const user = data?.user ?? null;
  return (
    <Chrome user={user}>
      <ActivityTracker signedIn={user !== null} />
      <AppErrorBoundary resetKey={location.pathname} onGoHome={() => navigate("/")}>
        <Outlet />
      </AppErrorBoundary>
    </Chrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportClientError(isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error);
  }, [error, notFound]);
  return (
    <Chrome user={data?.user ?? null}>
      {notFound ? (
        <NotFound />
      ) : (
        <ErrorFallback
          onTryAgain={() => navigate(location.pathname + location.search, { replace: true })}
          onGoHome={() => navigate("/")}
        />
      )}
    </Chrome>
  );
}
