import { noChange, nothing, type ElementPart } from 'lit';
import { Directive, PartType, directive, type DirectiveParameters, type PartInfo } from 'lit/directive.js';

/** CSS custom properties by name (`--days`), each with its value. */
export type CustomProperties = Readonly<Record<`--${string}`, string | number>>;

/**
 * Sets CSS custom properties on the element it is placed on (`<span ${customProperties({ '--days': 3 })}>`), through
 * the CSSOM on every render, first included; those left out since the last render are removed. A page whose Content
 * Security Policy allows no inline style (`style-src 'self'`) blocks a `style` attribute, whether written in markup
 * or set by script, as Lit's styleMap does on its first render; it allows the CSSOM.
 */
class CustomPropertiesDirective extends Directive {
  #names = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('customProperties() goes on an element, not in an attribute');
  }

  render(_properties: CustomProperties) {
    return nothing;
  }

  override update(part: ElementPart, [properties]: DirectiveParameters<this>) {
    const { style } = part.element as HTMLElement;
    for (const name of this.#names) if (!(name in properties)) style.removeProperty(name);
    this.#names = new Set(Object.keys(properties));
    for (const [name, value] of Object.entries(properties)) style.setProperty(name, String(value));
    return noChange;
  }
}

export const customProperties = directive(CustomPropertiesDirective);
