export const eagerCompileHint: string;
export function chunksWithoutHint(files: string[]): string[];
