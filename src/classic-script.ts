/**
 * The entry of dist/ipo-calendar.iife.js, a classic script: it imports the first module, dist/ipo-calendar.js, found
 * beside the script's own URL (from a page or a CDN path alike), which starts the page's loads and registers
 * `<ipo-calendar>` with its chunks. It asks for the element's chunk, which the first module imports, at the same time:
 * the chunk is then on the network with the first module, not a round trip after it. It sets no global (the class is
 * `customElements.get('ipo-calendar')`).
 */
const script = document.currentScript as HTMLScriptElement;
const beside = (path: string) => new URL(path, script.src).href;
void import(/* @vite-ignore */ beside('ipo-calendar.js'));
// The first module imports the same chunk, and a failure to load it is its to show (the element's retry).
import(/* @vite-ignore */ beside('chunks/ipo-calendar.js')).catch(() => {});
