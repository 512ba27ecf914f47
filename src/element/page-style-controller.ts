/**
 * What the element takes from the page's styles, live: its light or dark scheme (`theme="auto"`: see pageScheme), and
 * the floor of its small text when it takes the page's type (`--ipo-calendar-font: page`). Both go into a stylesheet of
 * the shadow root's own, replaced when they change: the page's switch restyles the element in the next frame, without
 * a render.
 *
 * The page switches by a class or a data-* attribute on <html>, <body> or another ancestor, by adding, removing or
 * changing a stylesheet in <head> (a link's load), or by following the OS: each is observed. A stylesheet disabled from
 * a script, with no change in the DOM, is seen at the next of these.
 */
import type { LitElement, ReactiveController } from 'lit';
import { parseTheme } from '../model/parse-choice.js';
import { pageScheme, type Scheme } from '../model/page-scheme.js';

/** The `--ipo-calendar-font` with which the element takes the page's font family, size and line height. */
const PAGE_FONT = 'page';

/** The least size of any text in the page's type. */
const MIN_TEXT_PX = 12;

type Host = LitElement & { theme: string | null };

/** The element's parent in the flat tree: a slot it is assigned to, its parent, or its shadow root's host. */
function parentOf(node: Element): Element | null {
  return node.assignedSlot ?? node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
}

/** The element's ancestors in the flat tree, the nearest first, up to the root. */
function* ancestorsOf(node: Element): Generator<Element> {
  for (let parent = parentOf(node); parent; parent = parentOf(parent)) yield parent;
}

export class PageStyleController implements ReactiveController {
  readonly #sheet = new CSSStyleSheet();
  /** The rules in the sheet now. */
  #rules = '';
  #theme: string | null = null;
  readonly #prefersDark = matchMedia('(prefers-color-scheme: dark)');
  readonly #follow = () => this.#read();
  readonly #ancestors = new MutationObserver(this.#follow);
  readonly #head = new MutationObserver(this.#follow);
  readonly #linkLoaded = (event: Event) => {
    if (event.target instanceof HTMLLinkElement || event.target instanceof HTMLStyleElement) this.#read();
  };

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  hostConnected(): void {
    const { host } = this;
    const root = host.renderRoot as ShadowRoot;
    if (!root.adoptedStyleSheets.includes(this.#sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#sheet];
    // Attributes alone: a class, a data-* attribute or a style that switches the page's scheme.
    for (const node of ancestorsOf(host)) this.#ancestors.observe(node, { attributes: true });
    const { head } = host.ownerDocument;
    if (head) this.#head.observe(head, { childList: true, subtree: true, attributes: true, characterData: true });
    host.ownerDocument.addEventListener('load', this.#linkLoaded, true);
    this.#prefersDark.addEventListener('change', this.#follow);
    this.#theme = host.theme;
    // Before the first paint of the host's surface.
    this.#read();
  }

  hostUpdate(): void {
    if (this.host.theme === this.#theme) return;
    this.#theme = this.host.theme;
    this.#read();
  }

  hostDisconnected(): void {
    this.#ancestors.disconnect();
    this.#head.disconnect();
    this.host.ownerDocument.removeEventListener('load', this.#linkLoaded, true);
    this.#prefersDark.removeEventListener('change', this.#follow);
  }

  /** Reads the page's styles again, and restyles the element if they changed what it takes from them. */
  #read(): void {
    const { host } = this;
    if (!host.isConnected) return;
    const parsed = parseTheme(host.theme);
    const scheme = pageScheme({
      // A theme that is not valid is said in the element, which looks as with `auto` meanwhile.
      theme: parsed.ok ? parsed.value : 'auto',
      rootScheme: getComputedStyle(host.ownerDocument.documentElement).colorScheme,
      backgrounds: [...ancestorsOf(host)].map((node) => getComputedStyle(node).backgroundColor),
      prefersDark: this.#prefersDark.matches,
    });
    const pageFont = getComputedStyle(host).getPropertyValue('--ipo-calendar-font').trim() === PAGE_FONT;
    this.#write(scheme, pageFont);
  }

  #write(scheme: Scheme, pageFont: boolean): void {
    const floor = pageFont ? ` --_min-text: ${MIN_TEXT_PX}px;` : '';
    const rules = `:host { color-scheme: ${scheme};${floor} }`;
    if (rules === this.#rules) return;
    this.#rules = rules;
    this.#sheet.replaceSync(rules);
  }
}
