/** The year the site was built, in Bangladesh time (scripts/build/build-year.mjs). */
declare const __BUILD_YEAR__: number;
