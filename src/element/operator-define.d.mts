export declare const operatorDefine: Record<string, string>;
