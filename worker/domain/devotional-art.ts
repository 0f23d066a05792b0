import { stableHash } from "../../app/kernel/hash";

/**
 * The embedded default for devotional images: square SVG artwork drawn from the devotional's theme
 * and date — a sky in the theme's colours, a sun placed by the date, three hills. Deterministic, so
 * a day's image never changes and caches forever.
 */
const PALETTES: [RegExp, [string, string, string, string]][] = [
  [/marriage/i, ["#f6d6c8", "#c97b63", "#7a4b3a", "#3f2a24"]],
  [/father|family/i, ["#fde7b0", "#e3a857", "#8a5a2b", "#3e2c1c"]],
  [/work/i, ["#d9e4ec", "#8aa7bd", "#4d6b82", "#22333f"]],
  [/prayer/i, ["#e8defa", "#a48fd1", "#5e4b8b", "#2c2340"]],
  [/bible|word|study/i, ["#e3f0da", "#9cc48a", "#4f7a43", "#233a20"]],
  [/brother|friend/i, ["#fbe1c4", "#d98f4e", "#8c4f26", "#3b2313"]],
  [/temptation|purity/i, ["#dbe5f5", "#7f9bd0", "#3c5a91", "#1b2a45"]],
  [/lead/i, ["#f3e3c3", "#c9a45c", "#7b6230", "#362a14"]],
];
const DEFAULT_PALETTE: [string, string, string, string] = ["#e6efe9", "#92b8a4", "#3f6b57", "#1d3329"];

function hill(baseY: number, seed: number, color: string) {
  const rise = 30 + (seed % 50);
  const peakX = 80 + (seed % 340);
  return `<path d="M0 ${baseY} Q ${peakX} ${baseY - rise * 2} 512 ${baseY + 10} L512 512 L0 512 Z" fill="${color}"/>`;
}

export function devotionalArtSvg(theme: string, date: string): string {
  const palette = PALETTES.find(([pattern]) => pattern.test(theme))?.[1] ?? DEFAULT_PALETTE;
  const seed = stableHash(`${theme}|${date}`);
  const sunX = 90 + (seed % 330);
  const sunY = 120 + ((seed >>> 8) % 90);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>`,
    `<rect width="512" height="512" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="46" fill="#fff8e7" opacity="0.9"/>`,
    hill(330, seed >>> 3, palette[1]),
    hill(380, seed >>> 7, palette[2]),
    hill(440, seed >>> 11, palette[3]),
    `</svg>`,
  ].join("");
}
