export declare const buildSources: string[];
export declare const buildOutputs: string[];
export declare function buildFreshness(root: string): { missing: boolean; stale: boolean; newest: string | null; builtAt: Date | null };
