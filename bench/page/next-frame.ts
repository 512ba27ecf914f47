/**
 * When the content under `root` is ready (`isReady`), as seen by a MutationObserver, the next animation frame after it,
 * and the task after that frame.
 */
export interface FrameTimes {
  /** performance.now() when `isReady` first held. */
  readyAt: number;
  /** performance.now() in the next requestAnimationFrame callback after that. */
  frameAt: number;
  /** performance.now() in the first task after that frame: its style, layout and paint are done. */
  renderedAt: number;
}

export function nextFrameAfter(
  root: Node,
  isReady: () => boolean,
  timeoutMs: number,
  describe: () => string,
): Promise<FrameTimes> {
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`not rendered within ${timeoutMs} ms: ${describe()}`));
    }, timeoutMs);
    function check(): void {
      if (!isReady()) return;
      const readyAt = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => {
        const frameAt = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ readyAt, frameAt, renderedAt: performance.now() });
        channel.port2.postMessage(null);
      });
    }
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    check();
  });
}
