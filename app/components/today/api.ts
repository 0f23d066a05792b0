/**
 * The Today screen's calls to the JSON API that are not one of its form actions (dismissing a
 * whisper, painting the artwork), with the server's message on failure.
 */

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; error: string | null; title: string | null };

export async function callApi<T>(path: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: null, title: null };
  }
  const payload = (await response.json().catch(() => null)) as (T & { error?: unknown; title?: unknown }) | null;
  if (response.ok) return { ok: true, data: payload as T };
  return {
    ok: false,
    status: response.status,
    error: typeof payload?.error === "string" ? payload.error : null,
    title: typeof payload?.title === "string" ? payload.title : null,
  };
}

export interface WhisperDto {
  id: string;
  message: string;
  verse: string | null;
  /** The verse in the reader, found on the server; null when there is none. */
  verse_href: string | null;
}
