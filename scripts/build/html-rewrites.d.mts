export interface RouteModulesScript {
  manifest: string;
  routes: { name: string; url: string }[];
  assignment: string;
  entry: string;
}
export function dropModulePreloads(html: string): string;
export function startAppAfterFirstPaint(html: string): string;
export function parseRouteModulesScript(script: string): RouteModulesScript;
export const startWithoutPaintAfterMs: number;
export function insertEarlyScript(html: string, code: string): string;
