/**
 * /auth/verify-email: where better-auth's verification link lands once it has confirmed the address
 * (and signed the member in), or with ?error=… when the link has expired or was used. The trailing
 * underscore keeps the page out of /auth's layout, as /auth/reset-password.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { EMAIL_VERIFICATION_COPY as COPY } from "~/kernel/copy/mail";
import { APP_NAME } from "~/kernel/copy/shell";
import { redirectWithToast } from "~/server/toast.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta(`${COPY.linkPageTitle} · ${APP_NAME}`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const signedIn = context.app.user !== null;
  if (!new URL(request.url).searchParams.has("error") && context.app.user?.emailVerified) {
    throw await redirectWithToast("/", { title: COPY.confirmedTitle, description: COPY.confirmedText, variant: "success" });
  }
  return { signedIn };
}

export default function VerifyEmail() {
  const { signedIn } = useLoaderData<typeof loader>();
  return (
    <AuthLayout title={COPY.linkPageTitle}>
      <div className="space-y-4 text-center">
        <p>{COPY.linkInvalid}</p>
        <Link to={signedIn ? "/settings" : "/auth"} className="btn-primary w-full">
          {signedIn ? COPY.toProfile : COPY.toSignIn}
        </Link>
      </div>
    </AuthLayout>
  );
}
