/**
 * `vite` (npm run demo) serves demo/ with the msw worker; `vite build` makes dist/ipo-calendar.js,
 * one self-contained, minified ES module.
 */
import { readFile } from 'node:fs/promises';
import { defaultMinifyOptions, minifyHTMLLiterals } from 'minify-html-literals';
import { parseLiterals } from 'parse-literals';
import { minify } from 'terser';
import { defineConfig, type Plugin } from 'vite';
import { operatorDefine } from './src/element/operator-define.mjs';

/** msw's worker must be served from the root so that its scope covers the demo page. */
const serveMswWorker: Plugin = {
  name: 'serve-msw-worker',
  configureServer(server) {
    server.middlewares.use('/mockServiceWorker.js', async (_request, response) => {
      response.setHeader('Content-Type', 'application/javascript');
      response.end(await readFile(new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url)));
    });
  },
};

/**
 * The first binding of an html`` template that is a property binding (`.name=${}`), an element
 * binding (`<div ${}>`) or inside a comment, whose parts the bundle's Lit does not have (LIT_PATCHES);
 * null when none. A binding inside a tag must be an attribute's value: after `=`, or inside its quotes.
 */
function unsupportedBinding(code: string): string | null {
  for (const { tag, parts } of parseLiterals(code)) {
    if (tag !== 'html') continue;
    let text = '';
    for (const { text: before } of parts.slice(0, -1)) {
      text += before;
      const open = text.slice(text.lastIndexOf('<'));
      if (!open.includes('>') && (/\s\.[\w-]+=["']?$/.test(open) || !/=(["'][^"']*)?$/.test(open))) return open;
      if (text.lastIndexOf('<!--') > text.lastIndexOf('-->')) return text.slice(text.lastIndexOf('<!--'));
      text += 'x';
    }
  }
  return null;
}

/** Collapses the white space of Lit's html`` and css`` templates in the shipped bundle. */
const minifyTemplates: Plugin = {
  name: 'minify-templates',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/src/') || !id.endsWith('.ts')) return null;
    const binding = unsupportedBinding(code);
    if (binding) this.error(`minify-templates: ${binding}\${…}: a property, element or comment binding, which LIT_PATCHES removed`);
    const result = minifyHTMLLiterals(code, { fileName: id, minifyOptions: { ...defaultMinifyOptions, removeAttributeQuotes: true } });
    return result && { code: result.code, map: result.map?.toString() ?? null };
  },
};

/**
 * Lit's code that this element never runs, replaced at build time.
 * Browsers and setups:
 * - the ShadyDOM/ShadyCSS polyfill hooks and the fallback for browsers without adoptable
 *   stylesheets (our styles are constructed stylesheets, which such browsers lack anyway);
 * - the SSR hydration hook;
 * - the global version lists (with them, a host page on a Lit dev build would warn about
 *   "multiple versions of Lit" because of our private copy);
 * - the render option `creationScope` (a scoped custom element registry), which the element never sets.
 * Templates:
 * - SVG and MathML templates, and bindings inside raw-text elements (script, style, textarea,
 *   title): our templates are `html` only and contain none of those (`terserPass` checks);
 * - property bindings (`.name=${}`), element bindings (`<div ${}>`) and bindings inside comments,
 *   which no template has (`minifyTemplates` checks);
 * - directives: no template uses one (`patchLit` fails if lit-html's directive module is bundled),
 *   so a binding's value is always the value itself, and what only directives read of a part (its
 *   connection state, nodes, parent, type and tag name) is not kept;
 * - listener objects and listener options: every event binding of ours is a function;
 * - compiled templates, which only Lit's template compiler makes (the build does not run it).
 * Properties:
 * - the default attribute converter's Number, Object and Array cases: every property of the
 *   element is a string but one Boolean (see `IpoCalendar.properties`);
 * - attribute converters of a property's own: none declares one, so the default one is the only one;
 * - the property options `useDefault`, `state` and `noAccessor`, which no property of the element
 *   sets, and `wrapped`, which Lit sets for a property whose accessor the class defines itself (none);
 * - symbol-keyed properties (ours are named by strings);
 * - the default property declaration: every property declares options of its own, and none is
 *   updated without them; and ReactiveElement's own empty property map and `finalized` mark, which
 *   the element's finalization, stopping at LitElement, never reads;
 * - `addInitializer` and the metadata of standard decorators: the element declares `static
 *   properties`, and the legacy decorators that tsconfig allows need neither.
 * Styles and controllers:
 * - `finalizeStyles` (the flattening and de-duplication of `static styles`, and its mapping for
 *   browsers without constructed sheets) and the mapping of Lit's `css` results when styles are
 *   adopted: ours are a flat list of two distinct constructed sheets;
 * - `removeController`, which no controller of ours calls, and the connecting of a controller added
 *   after the first connection (ours are all added by the constructor).
 * Lifecycle and rendering:
 * - the update hooks the element does not override (`scheduleUpdate`, `getUpdateComplete`,
 *   `shouldUpdate`, `firstUpdated`), `finalizeStyles`, `shadowRootOptions` and the `renderBefore`
 *   render option: `terserPass` fails if our code ever names one of them;
 * - the empty defaults of the hooks it does override (`willUpdate`, `updated`, `render`).
 * @lit/task:
 * - the parts of its API the element never calls (its task is private, and read only through
 *   `run`, `status` and `value`): `render`, `abort`, `error` and `taskComplete`;
 * - the options the element never gives (`argsEqual`, `onError`, `autoRun`, `initialValue`, or a
 *   bare function), and the error that only the removed `error` returns.
 * The build fails if a Lit update changes one of them, so that this never silently stops applying.
 */
const LIT_HTML = /\/node_modules\/lit-html\/lit-html\.js$/;
const TASK = /\/node_modules\/@lit\/task\/task\.js$/;
const LIT_ELEMENT_BASE = /\/node_modules\/@lit\/reactive-element\/reactive-element\.js$/;
const CSS_TAG = /\/node_modules\/@lit\/reactive-element\/css-tag\.js$/;
const LIT_PATCHES: { module: RegExp; code: RegExp; by: string; count: number }[] = [
  {
    module: /\/node_modules\/(?:lit-html\/lit-html|@lit\/reactive-element\/reactive-element|lit-element\/lit-element)\.js$/,
    code: /\w+\.\w+(?:Polyfill|Hydrate)Support|\(\w+\.\w+Versions\?\?=\[\]\)\.push\("[\d.]+"\)/g,
    by: '(void 0)',
    count: 2,
  },
  // A registry scope for the template's elements (`creationScope`): the element renders into the document's.
  { module: LIT_HTML, code: /\((\w)\?\.creationScope\?\?(\w)\)/g, by: '$2', count: 1 },
  {
    // The default attribute converter, reduced to what our properties use (strings, and one Boolean).
    module: LIT_ELEMENT_BASE,
    code: /\{toAttribute\((\w),(\w)\)\{switch\(\2\)\{case Boolean:\1=\1\?(\w+):null;break;case Object:case Array:\1=null==\1\?\1:JSON\.stringify\(\1\)\}return \1\},fromAttribute\((\w),(\w)\)\{let (\w)=\4;switch\(\5\)\{case Boolean:\6=null!==\4;break;case Number:\6=null===\4\?null:Number\(\4\);break;case Object:case Array:try\{\6=JSON\.parse\(\4\)\}catch\(\w\)\{\6=null\}\}return \6\}\}/g,
    by: '{toAttribute:($1,$2)=>$2===Boolean?$1?$3:null:$1,fromAttribute:($4,$5)=>$5===Boolean?null!==$4:$4}',
    count: 1,
  },
  // …which is the only converter: no property declares its own.
  {
    module: LIT_ELEMENT_BASE,
    code: /\(void 0!==(\w)\.converter\?\.toAttribute\?\1\.converter:(\w)\)|"function"==typeof (\w)\.converter\?\{fromAttribute:\3\.converter\}:void 0!==\3\.converter\?\.fromAttribute\?\3\.converter:(\w)/g,
    by: '$2$4',
    count: 2,
  },
  { module: LIT_ELEMENT_BASE, code: /(type:String,)converter:\w,/g, by: '$1', count: 1 },
  // …and an attribute's value is read with it directly, not through the variable that held the chosen one.
  { module: LIT_ELEMENT_BASE, code: /,(\w)=(\w);(this\._\$Em=\w;const \w=)\1\.fromAttribute/g, by: ';$3$2.fromAttribute', count: 1 },
  // SVG and MathML templates: the wrapper element around the template's HTML, and its removal.
  { module: LIT_HTML, code: /2===\w+\?"<svg>":3===\w+\?"<math>":""/g, by: '""', count: 1 },
  { module: LIT_HTML, code: /\+\(2===\w+\?"<\/svg>":3===\w+\?"<\/math>":""\)/g, by: '', count: 1 },
  { module: LIT_HTML, code: /,2===\w+\|\|3===\w+\)\{const (\w+)=this\.el\.content\.firstChild;\1\.replaceWith\(\.\.\.\1\.childNodes\)\}/g, by: '){}', count: 1 },
  // Compiled templates (`_$litType$` an object, from Lit's template compiler): ours are html`` literals.
  {
    module: LIT_HTML,
    code: /"number"==typeof \w\?(this\._\$AC\(\w\)):\(void 0===(\w)\.el&&\(\2\.el=\w+\.createElement\(\w+\(\2\.h,\2\.h\[0\]\),this\.options\)\),\2\)/g,
    by: '$1',
    count: 1,
  },
  // Property bindings (`.name=${}`) and element bindings (`<div ${}>`): no template has one (`minifyTemplates` checks).
  { module: LIT_HTML, code: /"\."===\w+\[1\]\?\w+:/g, by: '', count: 1 },
  { module: LIT_HTML, code: /else \w+\.startsWith\(\w+\)&&\(\w+\.push\(\{type:6,index:\w+\}\),\w+\.removeAttribute\(\w+\)\)/g, by: '', count: 1 },
  { module: LIT_HTML, code: /:6===\w+\.type&&\(\w+=new \w+\(\w+,this,\w+\)\)/g, by: ':0', count: 1 },
  // Listener objects (with `handleEvent`, or options such as `capture`): every listener in our templates is a function.
  {
    module: LIT_HTML,
    code: /\|\|(\w)\.capture!==(\w)\.capture\|\|\1\.once!==\2\.once\|\|\1\.passive!==\2\.passive|"function"==typeof this\._\$AH\?(this\._\$AH\.call\(this\.options\?\.host\?\?this\.element,\w\)):this\._\$AH\.handleEvent\(\w\)/g,
    by: '$3',
    count: 2,
  },
  // …so a listener is added once, where there was none (a new function keeps the registration, which calls the
  // current one), without options, and called on the host that every render's options give.
  { module: LIT_HTML, code: /(\w=(\w)!==(\w)&&)\((\w)===\3\|\|\w\)/g, by: '$1$4===$3', count: 1 },
  { module: LIT_HTML, code: /(addEventListener\(this\.name,this),\w\)/g, by: '$1)', count: 1 },
  { module: LIT_HTML, code: /this\.options\?\.host\?\?this\.element/g, by: 'this.options.host', count: 1 },
  // Bindings inside comments (`<!-- ${…} -->`): no template has one (`minifyTemplates` checks).
  {
    module: LIT_HTML,
    code: /(if\((\w)\.data===\w\)(\w)\.push\(\{type:2,index:(\w)\}\));else\{let (\w)=-1;for\(;-1!==\(\5=\2\.data\.indexOf\(\w,\5\+1\)\);\)\3\.push\(\{type:7,index:\4\}\),\5\+=\w\.length-1\}/g,
    by: '$1;',
    count: 1,
  },
  // Raw-text elements: finding where one ends while scanning a template, and bindings in its text.
  { module: LIT_HTML, code: /\w+\.test\((\w+)\[2\]\)&&\(\w+=RegExp\("<\/"\+\1\[2\],"g"\)\),/g, by: '', count: 1 },
  {
    module: LIT_HTML,
    code: /if\(\w+\.test\((\w+)\.tagName\)\)\{const (\w+)=\1\.textContent\.split\(\w+\),(\w+)=\2\.length-1;if\(\3>0\)\{\1\.textContent=\w+\?\w+\.emptyScript:"";for\(let (\w+)=0;\4<\3;\4\+\+\)\1\.append\(\2\[\4\],\w+\(\)\),\w+\.nextNode\(\),\w+\.push\(\{type:2,index:\+\+\w+\}\);\1\.append\(\2\[\3\],\w+\(\)\)\}\}/g,
    by: '',
    count: 1,
  },
  // Directives (`patchLit` checks that none is bundled): resolving a binding's value returns the value.
  {
    module: LIT_HTML,
    code: /function (\w+)\((\w),(\w),(\w)=\2,(\w)\)\{if\(\3===\w+\)return \3;let (\w)=void 0!==\5\?\4\._\$Co\?\.\[\5\]:\4\._\$Cl;const (\w)=\w+\(\3\)\?void 0:\3\._\$litDirective\$;return \6\?\.constructor!==\7&&\(\6\?\._\$AO\?\.\(!1\),void 0===\7\?\6=void 0:\(\6=new \7\(\2\),\6\._\$AT\(\2,\4,\5\)\),void 0!==\5\?\(\4\._\$Co\?\?=\[\]\)\[\5\]=\6:\4\._\$Cl=\6\),void 0!==\6&&\(\3=\1\(\2,\6\._\$AS\(\2,\3\.values\),\6,\5\)\),\3\}/g,
    by: 'var $1=($2,$3)=>$3;',
    count: 1,
  },
  // …and its four callers take the value as it is.
  { module: LIT_HTML, code: /(?<==)\w+\(this,(\w|\w\[\w\+\w\]),\w(?:,\w)?\)/g, by: '$1', count: 4 },
  // What only directives use of a part: whether it is connected, its nodes, its parent, its element's tag name and
  // the set of its async directives.
  {
    module: LIT_HTML,
    code: /get _\$AU\(\)\{return this\._\$AM\??\._\$AU(?:\?\?this\._\$Cv)?\}|get parentNode\(\)\{(?:return this\._\$AM\.parentNode|let (\w)=this\._\$AA\.parentNode;const (\w)=this\._\$AM;return void 0!==\2&&11===\1\?\.nodeType&&\(\1=\2\.parentNode\),\1)\}|get startNode\(\)\{return this\._\$AA\}get endNode\(\)\{return this\._\$AB\}|get tagName\(\)\{return this\.element\.tagName\}|this\._\$AP\?\.\(!1,!0,\w\)|,this\._\$Cv=\w\?\.isConnected\?\?!0|setConnected\((\w)\)\{void 0===this\._\$AM&&\(this\._\$Cv=\3,this\._\$AP\?\.\(\3\)\)\}|this\._\$AN=void 0,/g,
    by: '',
    count: 15,
  },
  {
    module: /\/node_modules\/lit-element\/lit-element\.js$/,
    code: /this\.hasUpdated\|\|\(this\.renderOptions\.isConnected=this\.isConnected\),|connectedCallback\(\)\{super\.connectedCallback\(\),this\._\$Do\?\.setConnected\(!0\)\}disconnectedCallback\(\)\{super\.disconnectedCallback\(\),this\._\$Do\?\.setConnected\(!1\)\}/g,
    by: '',
    count: 2,
  },
  {
    // Task's unused API (with `taskComplete` gone, the promise it would make is never made).
    module: TASK,
    code: /get taskComplete\(\)\{return .*?\),this\.t\}|abort\((\w)\)\{1===this\.i&&this\.q\?\.abort\(\1\)\}|get error\(\)\{return this\.l\}|render\(\w\)\{switch\(this\.i\)\{.*?default:throw Error\("Unexpected status: "\+this\.i\)\}\}/g,
    by: '',
    count: 4,
  },
  // Task's options the element never passes or sets (it passes an object with `task`, `args` returning an array,
  // and `onComplete`); the resolvers of `taskComplete` and the error kept for `error`, both gone.
  {
    module: TASK,
    code: /,this\.A=\w\.onError|,"initialValue"in (\w)&&\(this\.u=\1\.initialValue,this\.i=2,this\.O=this\.T\?\.\(\)\)|try\{this\.A\?\.\(\w\)\}catch\{\}|,this\.[oh]\?\.\(\w\)|,this\.autoRun=\w\.autoRun\?\?!0|!0===this\.autoRun&&|hostUpdated\(\)\{"afterUpdate"===this\.autoRun&&this\.S\(\)\}|"afterUpdate"===this\.autoRun\?queueMicrotask\(\(\(\)=>this\._\.requestUpdate\(\)\)\):|,this\.l=\w/g,
    by: '',
    count: 10,
  },
  { module: TASK, code: /constructor\((\w),(\w),\w\)\{(.*?)const (\w)="object"==typeof \2\?\2:\{task:\2,args:\w\};/g, by: 'constructor($1,$4){$3', count: 1 },
  { module: TASK, code: /(this\.m=)\w\.argsEqual\?\?/g, by: '$1', count: 1 },
  { module: TASK, code: /this\.k\?\.\((\w)\)/g, by: 'this.k($1)', count: 1 },
  {
    module: TASK,
    code: /if\(void 0===this\.j\)return;const (\w)=this\.j\(\);if\(!Array\.isArray\(\1\)\)throw Error\("The args function must return an array"\);return \1/g,
    by: 'return this.j()',
    count: 1,
  },
  { module: TASK, code: /1===this\.i\?(this\.q\?\.abort\(\)):\(this\.t=void 0,this\.o=void 0,this\.h=void 0\)/g, by: '1===this.i&&$1', count: 1 },
  // Styles taken as they are, without `finalizeStyles` (their flattening, de-duplication and compatibility mapping):
  // ours are a flat list of two distinct constructed sheets, which the shadow root adopts.
  {
    module: LIT_ELEMENT_BASE,
    code: /static finalizeStyles\((\w)\)\{const (\w)=\[\];if\(Array\.isArray\(\1\)\)\{const (\w)=new Set\(\1\.flat\(1\/0\)\.reverse\(\)\);for\(const \1 of \3\)\2\.unshift\(\w\(\1\)\)\}else void 0!==\1&&\2\.push\(\w\(\1\)\);return \2\}/g,
    by: '',
    count: 1,
  },
  { module: LIT_ELEMENT_BASE, code: /this\.elementStyles=this\.finalizeStyles\(this\.styles\)/g, by: 'this.elementStyles=this.styles', count: 1 },
  // Property options the element never sets: `useDefault` (with the defaults it keeps), `state` and `noAccessor`;
  // and `wrapped`, set only for a property whose accessor the class defines itself (ours has none).
  {
    module: LIT_ELEMENT_BASE,
    code: /if\((\w)\.state&&\(\1\.attribute=!1\),(this\._\$Ei\(\)),this\.prototype\.hasOwnProperty\((\w)\)&&\(\(\1=Object\.create\(\1\)\)\.wrapped=!0\),(this\.elementProperties\.set\(\3,\1\)),!\1\.noAccessor\)/g,
    by: 'if($2,$4,1)',
    count: 1,
  },
  { module: LIT_ELEMENT_BASE, code: /useDefault:!1,/g, by: '', count: 1 },
  { module: LIT_ELEMENT_BASE, code: /\|\|\w\.useDefault&&\w\.reflect&&\w===this\._\$Ej\?\.get\(\w\)&&!this\.hasAttribute\(\w\._\$Eu\(\w,\w\)\)/g, by: '', count: 1 },
  { module: LIT_ELEMENT_BASE, code: /(this\[\w\]=(\w))\?\?this\._\$Ej\?\.get\(\w\)\?\?\2/g, by: '$1', count: 1 },
  {
    module: LIT_ELEMENT_BASE,
    code: /C\((\w),(\w),\{useDefault:(\w),reflect:(\w),wrapped:\w\},\w\)\{\3&&!\(this\._\$Ej\?\?=new Map\)\.has\(\1\)&&\(this\._\$Ej\.set\(\1,\w\?\?\2\?\?this\[\1\]\),!0!==\w\|\|void 0!==\w\)\|\|\((this\._\$AL\.has\(\1\)\|\|\(this\.hasUpdated)\|\|\3(\|\|\(\2=void 0\),this\._\$AL\.set\(\1,\2\)\),!0===\4&&this\._\$Em!==\1&&\(this\._\$Eq\?\?=new Set\)\.add\(\1\))\)\}/g,
    by: 'C($1,$2,{reflect:$4}){$5$6}',
    count: 1,
  },
  { module: LIT_ELEMENT_BASE, code: /const (\w)=this\.constructor\.elementProperties;if\(\1\.size>0\)for\(const\[\w,\w\]of \1\)\{const\{wrapped:\w\}=\w,\w=this\[\w\];!0!==\w\|\|this\._\$AL\.has\(\w\)\|\|void 0===\w\|\|this\.C\(\w,void 0,\w,\w\)\}/g, by: '', count: 1 },
  // Decorator support (initializers, and the metadata of standard decorators): the element declares `static properties`.
  { module: LIT_ELEMENT_BASE, code: /Symbol\.metadata\?\?=Symbol\("metadata"\),\w+\.litPropertyMetadata\?\?=new WeakMap;/g, by: '', count: 1 },
  {
    module: LIT_ELEMENT_BASE,
    code: /const (\w)=this\[Symbol\.metadata\];if\(null!==\1\)\{const (\w)=litPropertyMetadata\.get\(\1\);if\(void 0!==\2\)for\(const\[\w,\w\]of \2\)this\.elementProperties\.set\(\w,\w\)\}/g,
    by: '',
    count: 1,
  },
  {
    module: LIT_ELEMENT_BASE,
    code: /static addInitializer\(\w\)\{this\._\$Ei\(\),\(this\.l\?\?=\[\]\)\.push\(\w\)\}|void 0!==(\w)\.l&&\(this\.l=\[\.\.\.\1\.l\]\),|,this\.constructor\.l\?\.forEach\(\w=>\w\(this\)\)/g,
    by: '',
    count: 3,
  },
  // Adopting the sheets as they are: ours are CSSStyleSheets already (sheet.ts), never Lit's `css` results.
  { module: CSS_TAG, code: /(\w)\.map\(\(?(\w)\)?=>\2 instanceof CSSStyleSheet\?\2:\2\.styleSheet\)?\)/g, by: '$1', count: 1 },
  {
    module: CSS_TAG,
    code: /\w+\.ShadowRoot&&\(void 0===\w+\.ShadyCSS\|\|\w+\.ShadyCSS\.nativeShadow\)&&"adoptedStyleSheets"in Document\.prototype&&"replace"in CSSStyleSheet\.prototype/g,
    by: '!0',
    count: 1,
  },
  // Symbol-keyed properties (ours are named by strings), and `removeController`, which no controller of ours calls.
  { module: LIT_ELEMENT_BASE, code: /\[\.\.\.(\w\(\w\)),\.\.\.\w\(\w\)\]|getOwnPropertySymbols:\w,/g, by: '$1', count: 2 },
  { module: LIT_ELEMENT_BASE, code: /"string"==typeof (\w)\?(\1\.toLowerCase\(\)):void 0|removeController\(\w\)\{this\._\$EO\?\.delete\(\w\)\}/g, by: '$2', count: 2 },
  // What else only directives read of a part: its type, and its parent (the template instance or part it is in);
  // and the arguments only they and listener options took: a binding's directive parent (`i=this`), the flag that
  // only hydration sets (`noCommit`), and the old listener given as the options of `removeEventListener` (a function
  // has no `capture`).
  {
    module: LIT_HTML,
    code: /this\.type=[12],|constructor\(\)\{super\(\.\.\.arguments\),this\.type=4\}|constructor\((\w),(\w),(\w),(\w),(\w)\)\{super\(\1,\2,\3,\4,\5\),this\.type=5\}|,this\._\$AM=\w\b/g,
    by: '',
    count: 7,
  },
  { module: LIT_HTML, code: /(_\$AI\(\w),\w=this\)/g, by: '$1)', count: 2 },
  { module: LIT_HTML, code: /(_\$AI\(\w),\w=this,(\w),(\w)\)(.*?)(\w)&&!\3&&/g, by: '$1,$2)$4$5&&', count: 1 },
  { module: LIT_HTML, code: /(\w)\._\$AI\((\w),\1,(\w)\)/g, by: '$1._$AI($2,$3)', count: 1 },
  { module: LIT_HTML, code: /(removeEventListener\(this\.name,this),\w\)/g, by: '$1)', count: 1 },
  // With the parent gone, the parts' and template instances' constructors no longer take it; with the element and
  // comment parts gone, every slot of a template instance holds a part; and clearing a part's nodes no longer tells
  // async directives how many are left (`_$AR`'s second argument).
  { module: LIT_HTML, code: /(new (?:\w\((\w),\2\.nextSibling|\w\.ctor\(\w,\w\.name,\w\.strings|\w\(this\.O\(\w\(\)\),this\.O\(\w\(\)\)|\w\(\w)),this\b/g, by: '$1', count: 4 },
  { module: LIT_HTML, code: /constructor\((\w),(\w),\w,(\w)\)\{(this\._\$AH=\w,this\._\$AA=\1)/g, by: 'constructor($1,$2,$3){$4', count: 1 },
  { module: LIT_HTML, code: /constructor\((\w),(\w),(\w),\w,(\w)\)\{(this\._\$AH=\w,this\.element=\1)/g, by: 'constructor($1,$2,$3,$4){$5', count: 1 },
  { module: LIT_HTML, code: /constructor\((\w),\w\)\{(this\._\$AV=\[\],this\._\$AD=\1)\}/g, by: 'constructor($1){$2}', count: 1 },
  { module: LIT_HTML, code: /(for\(const (\w) of this\._\$AV\))void 0!==\2&&/g, by: '$1', count: 1 },
  { module: LIT_HTML, code: /(_\$AR\((?:\w=this\._\$AA\.nextSibling|\w&&\w\._\$AB\.nextSibling)),\w\)/g, by: '$1)', count: 2 },
  // ShadyDOM's `wrap`, an identity function without the polyfill.
  { module: LIT_HTML, code: /(\w)\((\w)\)\.nextSibling;\1\(\2\)\.remove\(\)/g, by: '$2.nextSibling;$2.remove()', count: 1 },
  // A template's `<template>` element, made where it is needed (compiled templates, the other caller, are gone).
  { module: LIT_HTML, code: /this\.el=\w\.createElement\((\w),\w\)/g, by: '(this.el=document.createElement("template")).innerHTML=$1', count: 1 },
  { module: LIT_HTML, code: /static createElement\(\w,\w\)\{const (\w)=\w\.createElement\("template"\);return \1\.innerHTML=\w,\1\}/g, by: '', count: 1 },
  // The element renders into a shadow root of its own, which starts empty: nothing to render before
  // (`renderBefore`), and the options are always LitElement's. Its part is kept by lit-html on the root, not on the
  // element (`_$Do`, for `setConnected`, gone); and no one asks whether a class is a LitElement (`_$litElement$`).
  {
    module: /\/node_modules\/lit-element\/lit-element\.js$/,
    code: /createRenderRoot\(\)\{const (\w)=super\.createRenderRoot\(\);return this\.renderOptions\.renderBefore\?\?=\1\.firstChild,\1\}|,this\._\$Do=void 0|this\._\$Do=|\w\._\$litElement\$=!0,/g,
    by: '',
    count: 4,
  },
  {
    module: LIT_HTML,
    code: /const (\w)=(\w)\?\.renderBefore\?\?(\w);let (\w)=\1\._\$litPart\$;if\(void 0===\4\)\{const (\w)=\2\?\.renderBefore\?\?null;\1\._\$litPart\$=\4=new (\w)\(\3\.insertBefore\((\w)\(\),\5\),\5,void 0,\2\?\?\{\}\)\}/g,
    by: 'let $4=$3._$litPart$;if(void 0===$4)$3._$litPart$=$4=new $6($3.insertBefore($7(),null),null,$2);',
    count: 1,
  },
  // Update hooks of ReactiveElement that the element never overrides (`terserPass` checks), called no more:
  // `scheduleUpdate` (it only performs the update, which returns nothing), `getUpdateComplete`, `shouldUpdate`
  // (always true) and `firstUpdated`; and the no-op `enableUpdating`, which each instance's own resolver shadows from
  // its constructor on.
  { module: LIT_ELEMENT_BASE, code: /const (\w)=this\.scheduleUpdate\(\);return null!=\1&&await \1,/g, by: 'this.performUpdate();return ', count: 1 },
  {
    module: LIT_ELEMENT_BASE,
    code: /scheduleUpdate\(\)\{return this\.performUpdate\(\)\}|enableUpdating\(\w\)\{\}|getUpdateComplete\(\)\{return this\._\$ES\}|shouldUpdate\(\w\)\{return!0\}|firstUpdated\(\w\)\{\}/g,
    by: '',
    count: 5,
  },
  { module: LIT_ELEMENT_BASE, code: /return this\.getUpdateComplete\(\)/g, by: 'return this._$ES', count: 1 },
  { module: LIT_ELEMENT_BASE, code: /this\.hasUpdated\|\|\(this\.hasUpdated=!0,this\.firstUpdated\(\w\)\)/g, by: 'this.hasUpdated=!0', count: 1 },
  // The empty defaults of the hooks the element does override (`willUpdate`, `updated`, `render`), never called: a
  // class without them would throw at its first update, which every test makes.
  { module: LIT_ELEMENT_BASE, code: /willUpdate\(\w\)\{\}|updated\(\w\)\{\}/g, by: '', count: 2 },
  { module: /\/node_modules\/lit-element\/lit-element\.js$/, code: /render\(\)\{return \w\}/g, by: '', count: 1 },
  {
    module: LIT_ELEMENT_BASE,
    code: /let (\w)=!1;const (\w)=this\._\$AL;try\{\1=this\.shouldUpdate\(\2\),\1\?\((this\.willUpdate\(\2\),this\._\$EO\?\.forEach\(\(?(\w)\)?=>\4\.hostUpdate\?\.\(\)\),this\.update\(\2\))\):this\._\$EM\(\)\}catch\((\w)\)\{throw \1=!1,this\._\$EM\(\),\5\}\1&&/g,
    by: 'const $2=this._$AL;try{$3}catch($5){throw this._$EM(),$5}',
    count: 1,
  },
  // Properties: the class defines no accessor of its own (the `wrapped` case above), so the one Lit makes always
  // keeps the value under its symbol, and is always defined; `requestUpdate`'s last two parameters came only from the
  // `wrapped` and `useDefault` cases; no property sets `attribute: false`; and Closure Compiler's renaming marker
  // (an identity function here) goes.
  {
    module: LIT_ELEMENT_BASE,
    code: /const\{get:(\w),set:(\w)\}=\w\(this\.prototype,(\w)\)\?\?\{get\(\)\{return this\[(\w)\]\},set\((\w)\)\{this\[\4\]=\5\}\};return\{get:\1,set\((\w)\)\{const (\w)=\1\?\.call\(this\);\2\?\.call\(this,\6\),this\.requestUpdate\(\3,\7,(\w)\)\}/g,
    by: 'return{get(){return this[$4]},set(newValue){const oldValue=this[$4];this[$4]=newValue,this.requestUpdate($3,oldValue,$8)}',
    count: 1,
  },
  { module: LIT_ELEMENT_BASE, code: /getOwnPropertyDescriptor:\w,/g, by: '', count: 1 },
  {
    module: LIT_ELEMENT_BASE,
    code: /if\((this\._\$Ei\(\),this\.elementProperties\.set\((\w),(\w)\)),1\)\{const (\w)=Symbol\(\),(\w)=this\.getPropertyDescriptor\(\2,\4,\3\);void 0!==\5&&(\w)\(this\.prototype,\2,\5\)\}/g,
    by: '$1,$6(this.prototype,$2,this.getPropertyDescriptor($2,Symbol(),$3))',
    count: 1,
  },
  {
    module: LIT_ELEMENT_BASE,
    code: /requestUpdate\((\w),(\w),(\w),(\w)=!1,(\w)\)\{if\(void 0!==\1\)\{const (\w)=this\.constructor;if\(!1===\4&&\(\5=this\[\1\]\),\3\?\?=\6\.getPropertyOptions\(\1\),!\(\(\3\.hasChanged\?\?(\w)\)\(\5,\2\)\)\)return;/g,
    by: 'requestUpdate($1,$2,$3){if(void 0!==$1){if($3??=this.constructor.getPropertyOptions($1),!($3.hasChanged??$7)(this[$1],$2))return;',
    count: 1,
  },
  { module: LIT_ELEMENT_BASE, code: /const (\w)=(\w)\.attribute;return!1===\1\?void 0:"string"==typeof \1\?\1:/g, by: 'return"string"==typeof $2.attribute?$2.attribute:', count: 1 },
  // …so every property has an attribute, and its name is never undefined.
  { module: LIT_ELEMENT_BASE, code: /void 0!==(\w)&&(this\._\$Eh\.set\(\1,\w\))|(if\()void 0!==\w&&(!0===\w\.reflect\))/g, by: '$2$3$4', count: 2 },
  // Every property is declared with options of its own, and none is created or updated without them (our calls of
  // `requestUpdate` name no property): Lit's default declaration goes.
  { module: LIT_ELEMENT_BASE, code: /(static createProperty\(\w,\w)=\w\)/g, by: '$1)', count: 1 },
  { module: LIT_ELEMENT_BASE, code: /(static getPropertyOptions\((\w)\)\{return this\.elementProperties\.get\(\2\))\?\?\w\}/g, by: '$1}', count: 1 },
  { module: LIT_ELEMENT_BASE, code: /\b\w\("(elementProperties|finalized|properties)"\)/g, by: '"$1"', count: 5 },
  // Set-up: the constructor's (`_$Ev`, called nowhere else) inlined; every controller is added by the constructor,
  // before there is a render root, so `addController` never has to connect one itself; the shadow root is open (no
  // `shadowRootOptions` of the element's own), its sheets adopted in place; and the base class's empty style list,
  // which `finalize` replaces for the element, goes, as do its empty property map (the element's own starts empty
  // without it) and its `finalized` mark (LitElement has its own, where the element's finalization stops).
  { module: LIT_ELEMENT_BASE, code: /,this\._\$Ev\(\)\}_\$Ev\(\)\{/g, by: ',', count: 1 },
  { module: LIT_ELEMENT_BASE, code: /,void 0!==this\.renderRoot&&this\.isConnected&&\w\.hostConnected\?\.\(\)/g, by: '', count: 1 },
  { module: LIT_ELEMENT_BASE, code: /this\.attachShadow\(this\.constructor\.shadowRootOptions\)/g, by: 'this.attachShadow({mode:"open"})', count: 1 },
  { module: LIT_ELEMENT_BASE, code: /return \w\((\w),this\.constructor\.elementStyles\),\1/g, by: 'return $1.adoptedStyleSheets=this.constructor.elementStyles,$1', count: 1 },
  { module: LIT_ELEMENT_BASE, code: /\w\.elementStyles=\[\],\w\.shadowRootOptions=\{mode:"open"\},/g, by: '', count: 1 },
  { module: LIT_ELEMENT_BASE, code: /\w\["elementProperties"\]=new Map,\w\["finalized"\]=new Map,/g, by: '', count: 1 },
  // Task: the args function called as it is (it is always given, and returns an array, never undefined), and the
  // args always compared by `shallowArrayEquals`.
  { module: TASK, code: /(\w)\(\)\{return this\.(\w)\(\)\}(async .*)this\.\1\(\)(.*)this\.\1\(\)/g, by: '$3this.$2()$4this.$2()', count: 1 },
  { module: TASK, code: /,this\.m=(\w)(,.*)this\.m\((\w),(\w)\)/g, by: '$2$1($3,$4)', count: 1 },
  { module: TASK, code: /\|\|void 0===\w\|\|/g, by: '||', count: 1 },
];
const patchLit: Plugin = {
  name: 'patch-lit',
  apply: 'build',
  transform(code, id) {
    if (/\/node_modules\/lit-html\/directive\.js$/.test(id)) this.error(`patch-lit: ${id} is bundled: a directive is used, whose support LIT_PATCHES removed`);
    const patches = LIT_PATCHES.filter((patch) => patch.module.test(id));
    for (const { code: pattern, by, count } of patches) {
      if ((code.match(pattern) ?? []).length < count) this.error(`patch-lit: ${pattern} no longer matches ${id}`);
      code = code.replace(pattern, by);
    }
    return patches.length ? { code, map: null } : null;
  },
};

/**
 * Property names private to our own code (view models, client options, string tables), which the
 * minifier may shorten. Never public API, API JSON fields, stored data or keys read by a computed
 * `[key]`: the build fails if one of them appears as a string, where renaming would break it.
 */
const INTERNAL_PROPERTIES = [
  'notConfirmed', 'configProblem', 'previousMonth', 'nextMonth', 'addToCalendar', 'newTab', 'networkError', 'serverError',
  'dataChanged', 'invalidKey', 'badRequest', 'notFound', 'rateLimited', 'quotaLabel', 'disclaimer',
  'dayCell', 'monthChanged', 'yes', 'no', 'onRollover', 'subscribeQuota', 'revalidate', 'ttlMs', 'maxEntries', 'waiters',
  'fromPrevious', 'intoNext', 'joinsPrevious', 'joinsNext', 'lane', 'shown', 'labelled', 'lines', 'noEntries', 'previous', 'runDays', 'drawDays', 'isToday', 'inMonth', 'counts', 'bandPosition', 'priceLow', 'priceHigh',
  'priceFinal', 'isSpac', 'dday', 'stages', 'focused', 'navigate', 'keydown', 'focusin', 'openDay', 'weeks', 'narrow',
  'problem', 'labels', 'ongoing', 'band', 'result', 'config', 'field', 'empty', 'truncated', 'title', 'stage',
  'timeoutMs', 'retry', 'accepted', 'near', 'peek', 'compact', 'select', 'end', 'controller', 'promise',
  'record', 'close', 'description', 'start', 'clock', 'storage', 'failure', 'notices', 'grid',
];
/** What LIT_PATCHES removed from Lit: the build fails if our code ever overrides, calls or sets one of them. */
const REMOVED_LIT_API = /\b(?:finalizeStyles|firstUpdated|shouldUpdate|scheduleUpdate|getUpdateComplete|shadowRootOptions|renderBefore|removeController|addInitializer|converter|useDefault|noAccessor|creationScope)\b/;

/** A second, deeper minification pass over the bundle (three compress passes find ~1 % more than Rolldown's). */
const terserPass: Plugin = {
  name: 'terser-pass',
  apply: 'build',
  async renderChunk(code) {
    const quoted = INTERNAL_PROPERTIES.filter((name) => new RegExp(`["'\`]${name}["'\`]`).test(code));
    if (quoted.length > 0) this.error(`terser-pass: ${quoted.join(', ')} used as strings; remove from INTERNAL_PROPERTIES`);
    const removed = REMOVED_LIT_API.exec(code);
    if (removed) this.error(`terser-pass: ${removed[0]} is used, which LIT_PATCHES removed from Lit`);
    const rawText = /<(?:script|style|textarea|title)[\s>]/i.exec(code);
    if (rawText) this.error(`terser-pass: a template contains ${rawText[0]}, whose bindings Lit no longer supports here (LIT_PATCHES)`);
    if (/\bfunction\s*\(/.test(code)) this.error('terser-pass: the code has an anonymous function expression, which unsafe_arrows would make an arrow');
    const result = await minify(code, {
      ecma: 2020,
      module: true,
      // pure_getters: no getter, ours or Lit's, has an effect a dropped or moved read would lose (−13 B gzip, unused
      // destructured template fields); sequences off: statements left apart repeat, which gzip finds (−4 B); unsafe_arrows:
      // the code has no anonymous function expression of its own (checked above), so the only ones are the functions
      // used once that terser inlines where they are used, which nothing constructs: written as arrows where they do not
      // use `this` (−7 B).
      compress: { passes: 4, pure_getters: true, sequences: false, unsafe_arrows: true },
      // builtins: a listed name is ours even where the DOM has a property of that name (`title`, `config`), which
      // terser would otherwise never rename.
      mangle: { properties: { builtins: true, regex: new RegExp(`^(?:${INTERNAL_PROPERTIES.join('|')})$`) } },
    });
    return result.code ?? null;
  },
};

/** The one comment the bundle keeps: the notice the BSD-3-Clause licence of Lit asks for. */
const licenseNotice: Plugin = {
  name: 'license-notice',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk') chunk.code = `/*! ipo-calendar. Includes Lit and @lit/task, Copyright Google LLC, BSD-3-Clause */\n${chunk.code}`;
    }
  },
};

export default defineConfig(({ command }) =>
  command === 'serve'
    ? { root: 'demo', define: operatorDefine, plugins: [serveMswWorker], server: { host: '127.0.0.1', port: 5173 } }
    : {
        define: operatorDefine,
        plugins: [minifyTemplates, patchLit, terserPass, licenseNotice],
        build: {
          target: 'es2022',
          minify: true,
          lib: { entry: 'src/ipo-calendar.ts', formats: ['es'], fileName: () => 'ipo-calendar.js' },
          rolldownOptions: {
            output: {
              minify: true,
              codeSplitting: false,
              // Pure annotations only help a later bundler; the licences of what is bundled make one notice (licenseNotice).
              comments: false,
            },
          },
        },
      },
);
