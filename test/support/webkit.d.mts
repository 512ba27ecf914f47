/** The WebDriver session of ./webkit.mjs. */
export interface WebKit {
  /** The WebKitGTK version. */
  version: string;
  /** Loads `url` and resolves once it has loaded. */
  navigate(url: string): Promise<unknown>;
  /** Runs a function body in the page with `args`; resolves with what it returns (or the promise it returns). */
  execute(script: string, args?: unknown[]): Promise<unknown>;
  /** Performs W3C WebDriver input sources' actions (key presses, pointer moves and clicks) in the page. */
  performActions(actions: object[]): Promise<unknown>;
  /** Releases every key and button the actions left pressed. */
  releaseActions(): Promise<unknown>;
  close(): Promise<void>;
}

export function startWebKit(): Promise<WebKit>;
