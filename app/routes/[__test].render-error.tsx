import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { testRoutesEnabled } from "../../worker/dev-switches";
import { useState } from "react";

/**
 * Exists only when ENABLE_TEST_ROUTES=true (the end-to-end suite): a page whose button makes a
 * component throw while rendering, to prove the fallback screen, its report and "Try Again".
 */
export function loader({ context, request }: LoaderFunctionArgs) {
  if (!testRoutesEnabled(context.app.env, request.url)) throw new Response(null, { status: 404 });
  return null;
}

function Exploding(): never {
  throw new Error("Deliberate render error from the test page");
}

export default function RenderErrorTestPage() {
  const [explode, setExplode] = useState(false);
  return (
    <main id="main" className="mx-auto max-w-content px-4 py-8">
      <h1 className="text-2xl font-bold">Render error test</h1>
      <button type="button" className="btn-primary mt-4" onClick={() => setExplode(true)}>
        Throw a render error
      </button>
      {explode ? <Exploding /> : null}
    </main>
  );
}
