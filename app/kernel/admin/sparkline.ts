/** A sparkline's geometry: one line through a series of counts, scaled to its own maximum. */
export const SPARKLINE = { width: 120, height: 32, pad: 2 } as const;

export function sparklinePath(values: number[], { width, height, pad }: { width: number; height: number; pad: number } = SPARKLINE): { path: string; max: number } {
  const max = Math.max(0, ...values);
  const innerWidth = width - 2 * pad;
  const innerHeight = height - 2 * pad;
  const step = values.length > 1 ? innerWidth / (values.length - 1) : 0;
  const round = (value: number) => Math.round(value * 10) / 10;
  const path = values
    .map((value, index) => {
      const x = round(pad + index * step);
      const y = round(pad + innerHeight * (max === 0 ? 1 : 1 - value / max));
      return `${index === 0 ? "M" : "L"}${x} ${y}`;
    })
    .join(" ");
  return { path, max };
}
