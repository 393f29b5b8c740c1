export interface PageRule {
  path: string;
  file: string;
  csp: string;
}
export interface DeployRules {
  common: Record<string, string>;
  pages: PageRule[];
}
export const fallbackPage: string;
export const configFiles: string[];
export const cloudflareRuleLimit: number;
export const compressibleExtensions: string[];
export const encodings: { suffix: string; encoding: string }[];
export const contentTypes: Record<string, string>;
export const immutablePrefix: string;
export const immutableCache: string;
export const revalidateCache: string;
export function deployRules(pages: PageRule[]): DeployRules;
export function formatHeaders(rules: DeployRules): string;
export function formatRedirects(): string;
export function formatHtaccess(rules: DeployRules): string;
export function formatNginx(rules: DeployRules): string;
