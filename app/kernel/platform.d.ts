/**
 * The web-platform APIs the kernel may use: the ones both the browser and the Workers runtime
 * provide. The kernel compiles with neither the DOM nor the Workers type library, so anything
 * found in only one of them (document, localStorage, D1, caches…) is a compile error here.
 */
declare class URL {
  constructor(url: string, base?: string | URL);
  static canParse(url: string, base?: string | URL): boolean;
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}

declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | [string, string][]);
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  append(name: string, value: string): void;
  toString(): string;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare class TextDecoder {
  decode(input?: Uint8Array): string;
}

declare const crypto: { randomUUID(): string };

interface Blob {
  readonly size: number;
  readonly type: string;
}

interface File extends Blob {
  readonly name: string;
}

type FormDataEntryValue = string | File;

interface FormData {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
  has(name: string): boolean;
  [Symbol.iterator](): IterableIterator<[string, FormDataEntryValue]>;
}
