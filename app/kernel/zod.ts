/**
 * zod for code that also runs in the browser. zod probes `new Function("")` to decide whether it may
 * compile validators; under our Content-Security-Policy (no 'unsafe-eval') that probe is reported as
 * a violation on every page load, so the browser build turns it off.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
