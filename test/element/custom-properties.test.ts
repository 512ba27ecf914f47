import { expect } from '@open-wc/testing';
import { html, render } from 'lit';
import { customProperties, type CustomProperties } from '../../src/element/render/custom-properties.js';

describe('customProperties', () => {
  const draw = (container: HTMLElement, properties: CustomProperties) =>
    render(html`<span ${customProperties(properties)}></span>`, container);

  it('sets, changes and removes custom properties through the CSSOM, from the first render on', () => {
    const container = document.createElement('div');
    draw(container, { '--days': 3, '--name': 'a' });
    const span = container.querySelector('span')!;
    expect([span.style.getPropertyValue('--days'), span.style.getPropertyValue('--name')]).to.deep.equal(['3', 'a']);
    draw(container, { '--days': 1 });
    expect(container.querySelector('span'), 'the same element').to.equal(span);
    expect([span.style.getPropertyValue('--days'), span.style.getPropertyValue('--name')]).to.deep.equal(['1', '']);
  });

  it('refuses a place in an attribute', () => {
    const container = document.createElement('div');
    expect(() => render(html`<span title=${customProperties({ '--days': 1 })}></span>`, container)).to.throw(
      /goes on an element/,
    );
  });
});
