export const apacheModules: string;
export const apacheModuleFiles: Record<string, string>;
export const nginxBrotli: string;
export function missingServerPackages(): string[];
export function skipMessage(missing: string[]): string;
