export const ROOT: string;
export const QUIET_ENV: Record<string, string>;
export function run(command: string, args: string[], options?: { env?: Record<string, string>; quiet?: boolean }): string;
export function ensureDevVars(): void;
export function buildForProduction(): void;
export function migrateLocal(options?: { persistTo?: string }): void;
export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  output(): string;
  pid: number;
  /** The DevTools inspector's port, when served with DevTools and not `inherit`. */
  inspectorPort?: number;
}
/** A loopback port the OS has just handed out. */
export function freePort(): Promise<number>;
export function startServer(options?: {
  port?: number;
  persistTo?: string;
  vars?: Record<string, string>;
  inherit?: boolean;
  testScheduled?: boolean;
  /** `wrangler dev` with its DevTools inspector (default: when `inherit`); otherwise served without it. */
  devtools?: boolean;
}): Promise<RunningServer>;
