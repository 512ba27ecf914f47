/** The playground's settings, kept in the page's URL, and the code it shows for them. */
import { expect } from '@open-wc/testing';
import { attributesOf, DEFAULT_SETTINGS, queryOf, settingsFrom, stagesOf, stagesValue } from '../../demo/settings.js';
import { snippetsFor } from '../../demo/snippets.js';

const codeOf = (name: string, attributes: [string, string][]) =>
  snippetsFor(attributes).find((snippet) => snippet.name.startsWith(name))!.code;

describe('demo playground', () => {
  it('keeps the settings in the URL, leaving out what is not set', () => {
    const settings = { ...DEFAULT_SETTINGS, 'api-key': 'demo-tiny', range: '2026-11', 'exclude-spac': true };
    const query = queryOf(settings);
    expect(query).to.equal('api-key=demo-tiny&range=2026-11&exclude-spac=');
    expect(settingsFrom(`?${query}`)).to.deep.equal(settings);
    expect(settingsFrom('?view=list&unknown=1')).to.deep.equal({ ...DEFAULT_SETTINGS, view: 'list' });
  });

  it("keeps the site's brokers and the stages in the URL, after the other attributes", () => {
    const settings = { ...DEFAULT_SETTINGS, brokers: '키움, 한국투자증권', stages: 'sub listing', view: 'list' };
    expect(attributesOf(settings).slice(2)).to.deep.equal([
      ['view', 'list'],
      ['brokers', '키움, 한국투자증권'],
      ['stages', 'sub listing'],
    ]);
    expect(settingsFrom(`?${queryOf(settings)}`)).to.deep.equal(settings);
  });

  it('reads the stages as the element does, and writes all four or none as no attribute', () => {
    expect(stagesOf('')).to.deep.equal(['demand', 'sub', 'refund', 'listing']);
    expect(stagesOf('LISTING  sub ipo')).to.deep.equal(['sub', 'listing']);
    expect(stagesValue(['listing', 'sub'])).to.equal('sub listing');
    expect(stagesValue(['demand', 'sub', 'refund', 'listing'])).to.equal('');
    expect(stagesValue([])).to.equal('');
  });

  it("gives the element the mock's base URL and the boolean attribute by its presence", () => {
    expect(attributesOf({ ...DEFAULT_SETTINGS, 'exclude-spac': true, theme: 'dark' })).to.deep.equal([
      ['api-key', 'demo-key'],
      ['base-url', 'https://api.ipo-calendar.test/v1'],
      ['theme', 'dark'],
      ['exclude-spac', ''],
    ]);
  });

  it('writes the HTML with its values escaped, one attribute a line when they are many', () => {
    expect(codeOf('HTML', [['api-key', 'k']])).to.contain('<ipo-calendar api-key="k"></ipo-calendar>');
    const many = codeOf('HTML', [
      ['api-key', 'a"b<c&d'],
      ['range', '2026-11-01/2026-11-30'],
      ['exclude-spac', ''],
    ]);
    expect(many).to.contain(
      '<ipo-calendar\n  api-key="a&quot;b&lt;c&amp;d"\n  range="2026-11-01/2026-11-30"\n  exclude-spac\n>',
    );
  });

  it('hands ipo-load to each framework the way it passes custom events', () => {
    const attributes: [string, string][] = [['api-key', 'demo-key']];
    expect(codeOf('React', attributes)).to.contain('onipo-load={(event) => console.log(event.detail.items)}');
    expect(codeOf('Vue', attributes)).to.contain('@ipo-load="onLoad"').and.to.contain('isCustomElement');
    expect(codeOf('Svelte', attributes)).to.contain('onipo-load={(event) => console.log(event.detail.items)}');
    for (const snippet of snippetsFor(attributes).slice(1)) expect(snippet.code).to.contain("import 'ipo-calendar';");
  });
});
