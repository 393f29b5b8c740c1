/**
 * The year the site is built in Bangladesh time, written into the app as `__BUILD_YEAR__` (the
 * footer's years of trading): every page of one build, and its scripts, say the same year,
 * whatever the year on a shopper's device.
 */
export const buildYearDefine = {
  __BUILD_YEAR__: new Intl.DateTimeFormat("en", { timeZone: "Asia/Dhaka", year: "numeric" }).format(
    new Date(),
  ),
};
