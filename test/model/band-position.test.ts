import { expect } from '@open-wc/testing';
import { bandPosition } from '../../src/model/band-position.js';

describe('bandPosition', () => {
  it('places the final price against the band', () => {
    expect(bandPosition(13000, 10000, 12000)).to.equal('above');
    expect(bandPosition(12000, 10000, 12000)).to.equal('top');
    expect(bandPosition(11000, 10000, 12000)).to.equal('inside');
    expect(bandPosition(10000, 10000, 12000)).to.equal('bottom');
    expect(bandPosition(9000, 10000, 12000)).to.equal('below');
  });

  it('calls a final price equal to a one-price band its top', () => {
    expect(bandPosition(10000, 10000, 10000)).to.equal('top');
  });

  it('is null unless the final price and both ends of the band are known', () => {
    expect(bandPosition(null, 10000, 12000)).to.equal(null);
    expect(bandPosition(11000, null, 12000)).to.equal(null);
    expect(bandPosition(11000, 10000, null)).to.equal(null);
  });
});
