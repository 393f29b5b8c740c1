/**
 * The years a shop has traded, as its footer states them: from its founding year to the year the
 * site was built ("2025–2026"), or one year while both are the same. A build dated before the
 * founding (a wrong clock) never shows a range running backwards.
 */
export function tradingYears(foundedYear: number, builtYear: number): readonly number[] {
  return builtYear > foundedYear ? [foundedYear, builtYear] : [foundedYear];
}
