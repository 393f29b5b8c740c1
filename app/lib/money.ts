const takaFormatter = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Formats whole taka the one way every page shows money: ৳2,000. */
export function formatTaka(amount: number): string {
  return `৳${takaFormatter.format(amount)}`;
}
