/**
 * Injected into the element's page before its own scripts, with the content watcher: from the moment
 * `<ipo-calendar>` is defined, counts the animation frames until one starts with an offering in an element's shadow
 * root. A frame's requestAnimationFrame callbacks run before its style, layout and paint, so 1 means that the first
 * frame after the definition shows content. `window.benchFramesToContent` resolves with that count and the time from
 * the definition to that frame.
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
        let frames = 0;
        const frame = () => {
          frames += 1;
          const shown = [...document.getElementsByTagName(tag)].some((element) =>
            element.shadowRoot?.querySelector(selector),
          );
          if (shown) resolve({ frames, definedToFrameMs: performance.now() - definedMs });
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
};

export {};
