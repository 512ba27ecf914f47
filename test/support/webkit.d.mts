/** The WebDriver session of ./webkit.mjs. */
export interface WebKit {
  /** The WebKitGTK version. */
  version: string;
  /** Loads `url` and resolves once it has loaded. */
  navigate(url: string): Promise<unknown>;
  /** Runs a function body in the page with `args`; resolves with what it returns (or the promise it returns). */
  execute(script: string, args?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

export function startWebKit(): Promise<WebKit>;
