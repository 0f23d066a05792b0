/**
 * Runtime APIs that workerd has at this worker's compatibility date but that the base
 * `@cloudflare/workers-types` entry (the one Remix's own types reference, so the one every project
 * here must share) does not declare yet.
 */
interface Headers {
  getSetCookie(): string[];
}

declare namespace URL {
  function canParse(url: string, base?: string): boolean;
}

type FormDataEntryValue = File | string;
