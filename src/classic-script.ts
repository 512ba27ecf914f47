/**
 * The entry of dist/ipo-calendar.iife.js, a classic script: it imports the first module, dist/ipo-calendar.js, found
 * beside the script's own URL (from a page or a CDN path alike), which starts the page's loads and registers
 * `<ipo-calendar>` with its chunks. It sets no global (the class is `customElements.get('ipo-calendar')`).
 */
const script = document.currentScript as HTMLScriptElement;
void import(/* @vite-ignore */ new URL('ipo-calendar.js', script.src).href);
