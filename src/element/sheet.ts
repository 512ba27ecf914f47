/**
 * A constructed stylesheet from a CSS template (no interpolations). Lit adopts it as it does a `css`
 * result; unlike Lit's `css` tag it ships no code for composing results, which the element never does.
 * The name contains "css" so that the build minifies these templates too.
 */
export function cssSheet([text]: TemplateStringsArray): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return sheet;
}
