/**
 * Injected into the element's page before its own scripts, with the content watcher: from the moment
 * `<ipo-calendar>` is defined, counts the animation frames until one paints an offering in an element's shadow root.
 * Each frame's requestAnimationFrame callback counts it and observes the root with a new ResizeObserver, whose first
 * callback comes in that same frame after its style and layout, just before its paint: after every requestAnimationFrame
 * callback of the frame, the page's included. What is in the DOM then is what the frame paints, so 1 means that the
 * first frame after the definition shows content. `window.benchFramesToContent` resolves with that count and the time
 * from the definition to that frame's layout.
 */
declare global {
  interface Window {
    benchCountFrames(tag: string, selector: string): void;
    benchFramesToContent: Promise<{ frames: number; definedToFrameMs: number }>;
  }
}

window.benchCountFrames = (tag, selector) => {
  window.benchFramesToContent = customElements.whenDefined(tag).then(
    () =>
      new Promise((resolve) => {
        const definedMs = performance.now();
        const shown = () =>
          [...document.getElementsByTagName(tag)].some((element) => element.shadowRoot?.querySelector(selector));
        let frames = 0;
        const frame = () => {
          frames += 1;
          const laidOut = new ResizeObserver(() => {
            laidOut.disconnect();
            if (shown()) resolve({ frames, definedToFrameMs: performance.now() - definedMs });
            else requestAnimationFrame(frame);
          });
          laidOut.observe(document.documentElement);
        };
        requestAnimationFrame(frame);
      }),
  );
};

export {};
