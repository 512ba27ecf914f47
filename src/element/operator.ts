/**
 * Build-time constants of the operator: the data service named in the attribution and the default
 * `base-url`. Set them with IPO_SOURCE_NAME, IPO_SOURCE_URL and IPO_BASE_URL when building
 * (vite.config.ts and the test runner replace `__IPO_OPERATOR__`; defaults in operator-defaults.json).
 */
export interface Operator {
  sourceName: string;
  /** Linked only when it is an http(s) URL. */
  sourceUrl: string;
  defaultBaseUrl: string;
}

declare const __IPO_OPERATOR__: Operator;

export const OPERATOR: Operator = __IPO_OPERATOR__;
