// Types of ./layers.mjs, for the TypeScript code that imports it.

export declare const LAYERS: Record<string, string[]>;
export declare const DOM_LAYERS: string[];
export declare const NODE_LAYERS: string[];
export declare const layerFiles: (layer: string) => string;
