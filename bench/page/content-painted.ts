/**
 * Injected into every page-level page before its own scripts (Page.addScriptToEvaluateOnNewDocument), the same on
 * every side: watches the document and every shadow root attached in it for the first node that matches the side's
 * content selector, then resolves `window.benchContentPainted` with performance.now() (milliseconds since navigation
 * start) in the first task after the next animation frame, when that frame's style, layout and paint are done.
 */
declare global {
  interface Window {
    benchWatchContent(selector: string): void;
    benchContentPainted: Promise<number>;
  }
}

window.benchWatchContent = (selector) => {
  window.benchContentPainted = new Promise((resolve) => {
    const roots: (Document | ShadowRoot)[] = [document];
    const options = { childList: true, subtree: true };
    const observer = new MutationObserver(() => {
      if (!roots.some((root) => root.querySelector(selector))) return;
      observer.disconnect();
      Element.prototype.attachShadow = attachShadow;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attachShadow.call(this, init);
      roots.push(root);
      observer.observe(root, options);
      return root;
    };
    observer.observe(document, options);
  });
};

export {};
