/**
 * Random and boundary requests for the property-based pass, and the check every answer must pass:
 * no status of 500 or more, and no stack trace in the body.
 */
import fc from "fast-check";
import { request } from "../helpers";
import { FIELD_NAMES, INTENTS, QUERY_KEYS, type Target } from "./targets";

/** A fixed seed: a failure is the same failure on every machine (fast-check prints it with the counterexample). */
export const FUZZ_SEED = 20261124;

const BOUNDARY_STRINGS = [
  "",
  " ",
  "a".repeat(10_000),
  "\u0000\u0001\u0008\u001b\u007f",
  "\r\n\t",
  "שָׁלוֹם עֲלֵיכֶם",
  "👨‍👩‍👧‍👦🙏🏽",
  "\ud800",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%",
  "../../etc/passwd",
  "2026-02-31",
  "9999-12-01",
  "0000-01-01",
  "-1",
  "1e309",
  "NaN",
  "null",
  "John 3:16",
  "javascript:alert(1)",
  "//evil.example",
];

const BOUNDARY_NUMBERS = [0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE];

const stringValue = fc.oneof(fc.constantFrom(...BOUNDARY_STRINGS), fc.string({ maxLength: 40 }), fc.constantFrom(...INTENTS));
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  stringValue,
  fc.constantFrom(...BOUNDARY_NUMBERS),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(stringValue, { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Escaped for a URL; a lone surrogate (which encodeURIComponent refuses) goes as its raw, invalid UTF-8 bytes. */
const escapeSegment = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
};

/**
 * A path segment: boundary values sent as they are (malformed escapes, dot segments, a long one),
 * plausible ids and dates, or any string, escaped.
 */
const segment = fc.oneof(
  fc.constantFrom("%", "%zz", "%E0%A4%A", "%00", "..", ".", "%2F..%2F", "a".repeat(2000), "-1", "0", "99999999999999999999"),
  fc.constantFrom("John", "Gen", "3", "16", "16-17.svg", "2026-02-31.svg", "9999-12-31.svg", "2026-11-24.svg", "x.mp3"),
  fc.uuid(),
  fc.string({ maxLength: 30 }).map(escapeSegment),
  stringValue.map(escapeSegment),
);

const query = fc
  .dictionary(fc.constantFrom(...QUERY_KEYS), stringValue, { maxKeys: 3 })
  .map((entries) => new URLSearchParams(entries).toString());

export type FuzzBody = { kind: string; contentType?: string; body?: BodyInit };

const fields = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 6 });
const formFields = fc.dictionary(fc.constantFrom("intent", ...FIELD_NAMES), stringValue, { maxKeys: 6 });
const toForm = (entries: Record<string, string>) => new URLSearchParams(entries).toString();

const body: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.constant({ kind: "none" }),
  fc.constant({ kind: "empty JSON", contentType: "application/json", body: "" }),
  fc.jsonValue().map((value) => ({ kind: "JSON value", contentType: "application/json", body: JSON.stringify(value) })),
  fields(FIELD_NAMES).map((value) => ({ kind: "JSON fields", contentType: "application/json", body: JSON.stringify(value) })),
  formFields.map((entries) => ({ kind: "form", contentType: "application/x-www-form-urlencoded", body: toForm(entries) })),
  formFields.map((entries) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(entries)) form.append(name, value);
    form.append("avatar", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "a.png", { type: "image/png" }));
    return { kind: "multipart", body: form };
  }),
  fields(FIELD_NAMES).map((value) => ({ kind: "JSON as text/plain", contentType: "text/plain", body: JSON.stringify(value) })),
  formFields.map((entries) => ({ kind: "form labelled JSON", contentType: "application/json", body: toForm(entries) })),
  fc.constantFrom("{", "[1,", "\u0000", "a=b&c", "--x\r\nContent-Disposition: form-data\r\n\r\n").map((text) => ({
    kind: "malformed",
    contentType: text.startsWith("--") ? "multipart/form-data; boundary=x" : "application/json",
    body: text,
  })),
  fc.constant({ kind: "multipart without a boundary", contentType: "multipart/form-data", body: "garbage" }),
);

export interface FuzzRequest {
  method: string;
  path: string;
  member: boolean;
  crossSite: boolean;
  body: FuzzBody;
}

/** A request at one of `targets`: its :params and * filled, maybe a query, maybe a body, as a visitor or the member. */
export function fuzzRequest(targets: Target[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      target: fc.constantFrom(...targets),
      segments: fc.array(segment, { minLength: 4, maxLength: 4 }),
      query: fc.option(query, { nil: undefined }),
      body,
      member: fc.boolean(),
      crossSite: fc.nat(9).map((draw) => draw === 0),
    })
    .map(({ target, segments, query, body, member, crossSite }) => {
      let index = 0;
      const filled = target.path.replace(/:\w+(\{[^}]*\})?\??|\*/g, () => segments[index++ % segments.length]!);
      const withBody = target.method !== "GET" && target.method !== "HEAD";
      return {
        method: target.method,
        path: query ? `${filled}?${query}` : filled,
        member,
        crossSite,
        body: withBody ? body : { kind: "none" },
      };
    });
}

const STACK_FRAME = /\n\s+at \S+ \(|\n\s+at (?:file|https?):\/\/|Error:[^\n]*\.(?:ts|tsx|js|mjs):\d+/;

const describeBody = (fuzzBody: FuzzBody) =>
  fuzzBody.kind === "none"
    ? "(none)"
    : `${fuzzBody.kind}${fuzzBody.contentType ? ` [${fuzzBody.contentType}]` : ""}: ${
        typeof fuzzBody.body === "string" ? JSON.stringify(fuzzBody.body.slice(0, 300)) : "FormData"
      }`;

/** Sends the request and throws, naming method, path, who and body, if the answer is ≥ 500 or shows a stack trace. */
export async function checkAnswer(fuzz: FuzzRequest, cookie: string) {
  const response = await request(fuzz.path, {
    method: fuzz.method,
    cookie: fuzz.member ? cookie : undefined,
    headers: {
      ...(fuzz.body.contentType ? { "Content-Type": fuzz.body.contentType } : {}),
      ...(fuzz.crossSite ? { Origin: "https://evil.example" } : {}),
    },
    body: fuzz.body.body,
  });
  const text = await response.text();
  if (response.status >= 500 || STACK_FRAME.test(text)) {
    throw new Error(
      [
        `${fuzz.method} ${fuzz.path.slice(0, 500)}`,
        `as ${fuzz.member ? "the member" : "a visitor"}${fuzz.crossSite ? ", from another site" : ""}`,
        `body: ${describeBody(fuzz.body)}`,
        `→ ${response.status}: ${text.slice(0, 600)}`,
      ].join("\n"),
    );
  }
}
