/**
 * Just enough MPEG audio to check what a speech server sent and to join the pieces of a long text
 * into one playable file. MP3 frames are independent, so pieces join by concatenation once each
 * loses its ID3 tags and its Xing/Info/VBRI header frame: that frame states the frame count of one
 * piece, and a browser would believe it and show the first piece's duration for the whole file.
 */

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

export interface Mp3FrameHeader {
  /** Frame length in bytes, header included. */
  length: number;
  /** Bytes of side information after the header (and CRC): where a Xing/Info tag would start. */
  tagOffset: number;
  sampleRate: number;
  samples: number;
}

/** The Layer III frame header at `offset`, or null when there is none. */
export function readFrameHeader(bytes: Uint8Array, offset: number): Mp3FrameHeader | null {
  if (offset + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  if (version === 1 || layer !== 1) return null; // reserved version, or not Layer III
  const mpeg1 = version === 3;
  const bitrate = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[(b2 >> 4) & 0xf];
  const sampleRate = SAMPLE_RATES[version]![(b2 >> 2) & 3];
  if (!bitrate || !sampleRate) return null; // free-format or bad index
  const padding = (b2 >> 1) & 1;
  const mono = ((b3 >> 6) & 3) === 3;
  const crc = (b1 & 1) === 0 ? 2 : 0;
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  const samples = mpeg1 ? 1152 : 576;
  return {
    length: Math.floor(((samples / 8) * bitrate * 1000) / sampleRate) + padding,
    tagOffset: 4 + crc + sideInfo,
    sampleRate,
    samples,
  };
}

/** Length of an ID3v2 tag at the start, 0 when there is none. */
function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

/** True when the bytes are an MP3 file: an ID3v2 tag or a frame header, then two frames in a row. */
export function isMp3(bytes: Uint8Array): boolean {
  const start = id3v2Length(bytes);
  const first = readFrameHeader(bytes, start);
  if (!first) return false;
  // A lone frame is allowed (a very short piece); otherwise the next frame must follow.
  return start + first.length >= bytes.length || readFrameHeader(bytes, start + first.length) !== null;
}

/** The audio frames of one piece: without ID3 tags, and without a leading Xing/Info/VBRI frame. */
export function audioFrames(bytes: Uint8Array): Uint8Array {
  let start = id3v2Length(bytes);
  let end = bytes.length;
  if (end - start >= 128 && ascii(bytes, end - 128, 3) === "TAG") end -= 128; // ID3v1 at the end
  const first = readFrameHeader(bytes, start);
  if (first) {
    const tag = ascii(bytes, start + first.tagOffset, 4);
    const vbri = ascii(bytes, start + 36, 4);
    if (tag === "Xing" || tag === "Info" || vbri === "VBRI") start += first.length;
  }
  return bytes.subarray(start, end);
}

/** One file from the pieces, in order. A single piece is kept exactly as the server sent it. */
export function joinMp3(pieces: readonly Uint8Array[]): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  const frames = pieces.map(audioFrames);
  const joined = new Uint8Array(frames.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of frames) {
    joined.set(piece, offset);
    offset += piece.length;
  }
  return joined;
}
