// Types for freshness.mjs, imported by the TypeScript test helpers.
export declare const root: string;
export declare function buildState(name: 'server' | 'web'): 'missing' | 'stale' | null;
export declare function serverStale(): boolean;
export declare function webStale(): boolean;
