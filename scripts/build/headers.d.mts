export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}
export const commonHeaders: Record<string, string>;
export function inlineHashes(html: string): InlineHashes;
export function contentSecurityPolicy(hashes: InlineHashes): string;
export function formatHeadersFile(rules: HeaderRule[]): string;
export function parseHeadersFile(text: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
export function metaContentSecurityPolicy(hashes: InlineHashes): string;
export function withMetaPolicy(html: string, policy: string): string;
