export function dropModulePreloads(html: string): string;
export function startAppAfterFirstPaint(html: string): string;
export const startWithoutPaintAfterMs: number;
export function insertEarlyScript(html: string, code: string): string;
