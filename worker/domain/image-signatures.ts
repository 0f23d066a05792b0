/**
 * What an uploaded image really is, read from its first bytes rather than from the type the
 * browser claims: the one check behind avatars and post images.
 */
const SIGNATURES: { type: string; ext: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: "image/png", ext: "png", matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: "image/jpeg", ext: "jpg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", ext: "gif", matches: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 },
  {
    type: "image/webp",
    ext: "webp",
    matches: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45,
  },
];

/** The image's type and file extension, or undefined when its bytes are none of JPEG, PNG, GIF, WebP. */
export function imageKindOf(bytes: Uint8Array): { type: string; ext: string } | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes));
}
