// Types of build-state.mjs for the TypeScript tests that build before they run (scripts/container-runtime.test.ts).
export declare const repoRoot: string;
export declare function staleReason(name: 'web' | 'server'): string | null;
export declare function build(name: 'web' | 'server'): void;
export declare function ensureBuilt(options?: { log?: (line: string) => void; only?: ('web' | 'server')[] }): string[];
