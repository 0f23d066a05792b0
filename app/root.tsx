import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
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
  type NavigateFunction,
} from "@remix-run/react";
import { memo, useEffect, type ReactNode } from "react";
import { AudioPlayerProvider } from "./components/audio/AudioPlayerProvider";
import { FixedPlayer } from "./components/audio/FixedPlayer";
import { MembershipProvider } from "./components/membership/MembershipProvider";
import { OnboardingFlagMirror } from "./components/OnboardingFlagMirror";
import { AppErrorBoundary } from "./components/AppErrorBoundary";
import { AppHeader, type HeaderUser } from "./components/AppHeader";
import { memberChrome } from "./components/member-chrome";
import { usePreloadedModule } from "./browser/preloaded-module";
import { BottomTabBar } from "./components/BottomTabBar";
import { ErrorFallback } from "./components/ErrorFallback";
import { useNonce } from "./components/nonce";
import { NavigationSpinner } from "./components/NavigationSpinner";
import { NotFound } from "./components/NotFound";
import { SideNav } from "./components/SideNav";
import { SiteFooter } from "./components/SiteFooter";
import { ToastProvider } from "./components/toast/ToastProvider";
import { onboardingRedirect } from "./kernel/auth-routing";
import type { MembershipState } from "./kernel/membership";
import { membershipSnapshot } from "../worker/domain/gate.server";
import { APP_NAME } from "./kernel/copy/shell";
import { pageMeta } from "./kernel/page-meta";
import { reportClientError } from "./browser/report-error";
import { TEXT_SIZE_INIT_SCRIPT } from "./kernel/text-size";
import { THEME_INIT_SCRIPT } from "./kernel/theme";
import { takeToast } from "./server/toast.server";
import stylesheet from "./tailwind.css?url";

// A member's page hydrates with his part of the layout already loaded, as if imported statically.
if (!import.meta.env.SSR && memberChrome.serverRendered()) await memberChrome.load();

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: MetaFunction = () => pageMeta(APP_NAME);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = context.app.user;
  const member = await context.app.member();
  let headerUser: HeaderUser | null = null;
  let onboardingComplete = false;
  let membership: MembershipState | null = null;
  if (user && member) {
    const [profile] = await Promise.all([context.app.profile(), memberChrome.load()]);
    onboardingComplete = Boolean(profile?.onboarding_completed_at);
    const to = onboardingRedirect(new URL(request.url).pathname, true, onboardingComplete);
    if (to) throw redirect(to);
    headerUser = { name: profile?.display_name ?? user.name, avatarUrl: profile?.avatar_url ?? null };
    const { premium, plan_type, status, trial_end, current_period_end, warnings } = await membershipSnapshot(
      context.app.db,
      member,
      await context.app.memberBasics(),
    );
    membership = { premium, plan_type, status, trial_end, current_period_end, warnings };
  }
  const { toast, clearCookie } = await takeToast(request);
  return data(
    { user: headerUser, membership, onboardingComplete, toast },
    clearCookie ? { headers: { "Set-Cookie": clearCookie } } : undefined,
  );
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
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: TEXT_SIZE_INIT_SCRIPT }} />
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

/** Onboarding and the account screens stand alone: the main navigation would only lead back. */
const STANDALONE_PREFIXES = ["/onboarding", "/auth"];

function Chrome({ user, children }: { user: HeaderUser | null; children: ReactNode }) {
  const { pathname } = useLocation();
  const standalone = STANDALONE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  const member = usePreloadedModule(memberChrome, user !== null);
  return (
    <>
      <AppHeader
        user={standalone ? null : user}
        minimal={standalone}
        account={user && member ? <member.AccountNav user={user} /> : null}
      />
      {standalone ? null : <NavigationSpinner />}
      {/* From lg the side navigation stands beside the page; below it is hidden and the tab bar leads. */}
      <div className="lg:flex">
        {standalone ? null : <SideNav more={user && member ? <member.MemberSideLinks /> : null} />}
        <div className="min-w-0 flex-1">
          {standalone || !member ? null : <member.UsageWarningBanner />}
          {children}
          <SiteFooter />
        </div>
      </div>
      <FixedPlayer aboveTabBar={!standalone} />
      {standalone ? null : <BottomTabBar />}
    </>
  );
}

export default function App() {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return <AppLayout rootData={rootData} pathname={pathname} navigate={navigate} />;
}

/**
 * Everything App renders, from what it reads of the router. The router renders App again whenever
 * its state changes, also when nothing here did (e.g. once the routes a page links to are
 * discovered after hydration); with the same loader data, path and navigate, the layout and the
 * page under it are not rendered again, only what reads the router itself (links, forms, Outlet).
 */
const AppLayout = memo(function AppLayout({
  rootData,
  pathname,
  navigate,
}: {
  rootData: ReturnType<typeof useRouteLoaderData<typeof loader>>;
  pathname: string;
  navigate: NavigateFunction;
}) {
  const user = rootData?.user ?? null;
  const member = usePreloadedModule(memberChrome, user !== null);
  return (
    <ToastProvider flash={rootData?.toast ?? null}>
      <MembershipProvider initial={rootData?.membership ?? null}>
        <AudioPlayerProvider>
          <Chrome user={user}>
            {user && member ? <member.ActivityTracker signedIn /> : null}
            <OnboardingFlagMirror signedIn={user !== null} complete={rootData?.onboardingComplete ?? false} />
            {user && member ? <member.PendingPlanWatch signedIn /> : null}
            <AppErrorBoundary resetKey={pathname} onGoHome={() => navigate("/")}>
              <Outlet />
            </AppErrorBoundary>
          </Chrome>
        </AudioPlayerProvider>
      </MembershipProvider>
    </ToastProvider>
  );
});

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound)
      reportClientError(isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error);
  }, [error, notFound]);
  return (
    <ToastProvider flash={null}>
      <Chrome user={rootData?.user ?? null}>
        {notFound ? (
          <NotFound />
        ) : (
          <ErrorFallback
            onTryAgain={() => navigate(location.pathname + location.search, { replace: true })}
            onGoHome={() => navigate("/")}
          />
        )}
      </Chrome>
    </ToastProvider>
  );
}
