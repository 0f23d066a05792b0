import { describe, expect, it } from "vitest";
import { silentMp3 } from "../../../tests/fakes/openai";
import { audioFrames, isMp3, joinMp3, readFrameHeader } from "./mp3";

/** A LAME-style Info frame in front of the audio, as real encoders write it. */
function withInfoFrame(frames: Uint8Array): Uint8Array {
  const info = new Uint8Array(144);
  info.set([0xff, 0xfb, 0x18, 0xc0]);
  info.set([..."Info"].map((char) => char.charCodeAt(0)), 4 + 17);
  const id3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 5, 1, 2, 3, 4, 5]);
  const out = new Uint8Array(id3.length + info.length + frames.length);
  out.set(id3);
  out.set(info, id3.length);
  out.set(frames, id3.length + info.length);
  return out;
}

describe("MP3 frames", () => {
  it("reads a Layer III frame header", () => {
    expect(readFrameHeader(silentMp3(1), 0)).toEqual({ length: 144, tagOffset: 21, sampleRate: 32000, samples: 1152 });
    // MPEG-1, 128 kb/s, 44.1 kHz, stereo, padded: 418 bytes.
    expect(readFrameHeader(new Uint8Array([0xff, 0xfb, 0x92, 0x00]), 0)?.length).toBe(418);
    expect(readFrameHeader(new Uint8Array([0x49, 0x44, 0x33, 0x04]), 0)).toBeNull();
  });

  it("knows MP3 from other bytes", () => {
    expect(isMp3(silentMp3(1))).toBe(true);
    expect(isMp3(withInfoFrame(silentMp3(1)))).toBe(true);
    expect(isMp3(new TextEncoder().encode('{"error": "no"}'))).toBe(false);
    expect(isMp3(new TextEncoder().encode("RIFF....WAVEfmt "))).toBe(false);
    expect(isMp3(new Uint8Array())).toBe(false);
  });

  it("joins pieces into one stream without their tags and Info frames", () => {
    const a = silentMp3(0.36); // 10 frames
    const b = silentMp3(0.72); // 20 frames
    expect(audioFrames(withInfoFrame(a))).toEqual(a);
    const joined = joinMp3([withInfoFrame(a), withInfoFrame(b)]);
    expect(joined.length).toBe(30 * 144);
    expect(isMp3(joined)).toBe(true);
  });

  it("keeps a single piece exactly as sent", () => {
    const only = withInfoFrame(silentMp3(0.36));
    expect(joinMp3([only])).toBe(only);
  });
});
