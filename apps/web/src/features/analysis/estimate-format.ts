/** An estimate in whole dollars ("$1,688"): estimates are not exact to the cent. */
export const wholeDollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/** "$1,200–$4,800" (or one figure when both ends round alike). */
export const dollarRange = (lowCents: number, highCents: number) =>
  wholeDollars(lowCents) === wholeDollars(highCents)
    ? wholeDollars(lowCents)
    : `${wholeDollars(lowCents)}–${wholeDollars(highCents)}`;
