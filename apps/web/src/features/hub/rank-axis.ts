/**
 * A Google-position axis: 1 at the top, whole numbers, a round bottom (5, 10, 20, …) so the ticks read
 * naturally instead of recharts' fractions of the data range.
 */
export function rankAxis(values: (number | null)[]): { domain: [number, number]; ticks: number[] } {
  const worst = Math.max(1, ...values.filter((value): value is number => value !== null));
  const bottom = worst <= 5 ? 5 : worst <= 10 ? 10 : Math.ceil(worst / 10) * 10;
  const step = bottom <= 10 ? (bottom === 5 ? 1 : 3) : bottom / 5;
  const ticks = [1];
  for (let tick = step === 3 ? 4 : step; tick <= bottom; tick += step) if (tick > 1) ticks.push(tick);
  if (ticks.at(-1) !== bottom) ticks.push(bottom);
  return { domain: [1, bottom], ticks };
}
