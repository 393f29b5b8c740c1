export const earlyTapsEntry: string;
export const earlyTapsGzipBudget: number;
export function bundleEarlyTaps(): Promise<{ code: string; gzipBytes: number }>;
export function gzipBytes(text: string): number;
export function addedGzipBytes(before: string, after: string, page: string): number;
