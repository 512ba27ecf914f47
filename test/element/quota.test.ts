import { expect, html } from '@open-wc/testing';
import { http } from 'msw';
import { mockSite } from '../support/mock-site.js';
import { calendar, expectAttribution, finishedLoading, shadow, siteElement, text } from './support.js';

describe('quota meter', () => {
  it('shows remaining / limit as text and as a meter', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site, { lang: 'en' }));
    await finishedLoading(el);
    expect(text(el, 'quota')).to.equal('99 of 100 calls left today');
    const meter = shadow(el).querySelector('[part~="quota"] meter') as HTMLMeterElement;
    expect([meter.value, meter.max]).to.deep.equal([99, 100]);
    expect(el.quota).to.include({ limit: 100, remaining: 99 });
    await el.refresh();
    await finishedLoading(el);
    expect(text(el, 'quota')).to.equal('98 of 100 calls left today');
    expectAttribution(el);
    await expect(el).to.be.accessible();
  });

  for (const width of [300, 400]) {
    it(`shares a narrow header (${width} px) with the title and a busy notice, whole, in one row`, async () => {
      let held: Promise<void> | null = null;
      let release = () => {};
      const site = mockSite({ before: (origin) => [http.all(`${origin}/*`, async () => void (await held))] });
      const el = await calendar(html`<div style="width: ${width}px">${siteElement(site, { lang: 'en' })}</div>`);
      await finishedLoading(el);
      // The numbers alone: the sentence and the bar would leave the notice a few letters, or wrap the row.
      expect(text(el, 'quota')).to.equal('99/100');
      expect(shadow(el).querySelector('[part~="quota"] meter')).to.equal(null);
      expect(shadow(el).querySelector('[part~="quota"]')!.getAttribute('title')).to.equal('99 of 100 calls left today');
      const header = shadow(el).querySelector('[part~="header"]')!;
      const rowOf = (selector: string) => header.querySelector(selector)!.getBoundingClientRect().top;
      expect(rowOf('[part~="quota"]'), 'the quota beside the title').to.be.below(
        header.querySelector('h2')!.getBoundingClientRect().bottom,
      );
      const idle = header.getBoundingClientRect().height;
      held = new Promise((resolve) => (release = resolve));
      const refreshed = el.refresh();
      await el.updateComplete;
      expect(text(el, 'refreshing')).to.equal('Refreshing.');
      expect(header.getBoundingClientRect().height, 'one row').to.equal(idle);
      const notice = shadow(el).querySelector<HTMLElement>('[part~="refreshing"]')!;
      expect(notice.scrollWidth, 'the notice is not cut short').to.be.at.most(notice.clientWidth);
      release();
      await refreshed;
      await expect(el).to.be.accessible();
    });
  }

  it('is hidden for an unlimited key', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site, { lang: 'en', 'api-key': 'demo-unlimited' }));
    await finishedLoading(el);
    expect(el.items.length).to.be.above(0);
    expect(shadow(el).querySelector('[part~="quota"]')).to.equal(null);
    expect(el.quota).to.include({ limit: null, remaining: null });
  });

  it('shows the same numbers in every element of the key, live', async () => {
    const site = mockSite();
    const first = await calendar(siteElement(site, { lang: 'en' }));
    await finishedLoading(first);
    // The second element asks for another status, so it spends a call; the first shows it too.
    const second = await calendar(siteElement(site, { lang: 'en', status: 'listed' }));
    await finishedLoading(second);
    await first.updateComplete;
    expect(site.calls.length).to.equal(2);
    expect(text(second, 'quota')).to.equal('98 of 100 calls left today');
    expect(text(first, 'quota')).to.equal('98 of 100 calls left today');
  });

  it('shows the quota in an element that has not called yet', async () => {
    const site = mockSite();
    const loaded = await calendar(siteElement(site, { lang: 'en' }));
    await finishedLoading(loaded);
    const waiting = await calendar(
      html`<div style="height: 5000px"></div>
        ${siteElement(site, { lang: 'en', loading: 'lazy' })}`,
    );
    await waiting.updateComplete;
    expect(site.calls.length).to.equal(1);
    expect(text(waiting, 'quota')).to.equal('99 of 100 calls left today');
  });
  it('keeps following the key’s quota after the element is moved in the page', async () => {
    const site = mockSite();
    const moved = await calendar(siteElement(site, { lang: 'en' }));
    await finishedLoading(moved);
    // Moved as a page moves a widget elsewhere: disconnected, then connected again.
    const section = document.body.appendChild(document.createElement('section'));
    section.append(moved);
    await moved.updateComplete;
    expect(moved.quota).to.include({ limit: 100, remaining: 99 });
    expect(text(moved, 'quota')).to.equal('99 of 100 calls left today');
    const seen: (number | null)[] = [];
    moved.addEventListener('ipo-quota', (event) => seen.push(event.detail.remaining));
    const other = await calendar(siteElement(site, { lang: 'en', status: 'listed' }));
    await finishedLoading(other);
    await moved.updateComplete;
    expect(text(moved, 'quota'), 'another element’s call is shown').to.equal('98 of 100 calls left today');
    expect(seen).to.deep.equal([98]);
    section.remove();
  });
});
