import { expect } from '@open-wc/testing';
import { STATUS_ALIASES, STATUS_VALUES } from '../../src/api/types.js';
import { canonicalQuery, trimBaseUrl } from '../../src/client/canonical-query.js';

describe('canonicalQuery', () => {
  it('maps every alias to its Korean value', () => {
    STATUS_ALIASES.forEach((alias, index) => {
      expect(canonicalQuery({ status: alias })).to.equal(canonicalQuery({ status: STATUS_VALUES[index] }));
      expect(new URLSearchParams(canonicalQuery({ status: alias })).get('status')).to.equal(STATUS_VALUES[index]);
    });
  });

  it('states an absent limit as 20 and cuts one over 100 to 100', () => {
    expect(canonicalQuery({})).to.equal(canonicalQuery({ limit: 20 }));
    expect(canonicalQuery({ limit: 250 })).to.equal(canonicalQuery({ limit: 100 }));
    expect(new URLSearchParams(canonicalQuery({ limit: 250 })).get('limit')).to.equal('100');
    expect(canonicalQuery({ limit: 50 })).to.not.equal(canonicalQuery({ limit: 100 }));
    expect(canonicalQuery({ limit: Number.NaN })).to.equal(canonicalQuery({}));
  });

  it('puts the parameters in one order whatever the order of the fields', () => {
    const a = canonicalQuery({ excludeSpac: true, to: '2026-12-31', from: '2026-11-01', limit: 5, status: 'sub' });
    const b = canonicalQuery({ status: '청약', limit: 5, from: '2026-11-01', to: '2026-12-31', excludeSpac: true });
    expect(a).to.equal(b);
    expect([...new URLSearchParams(a).keys()]).to.deep.equal(['status', 'limit', 'from', 'to', 'spac']);
  });

  it('sends spac only when it leaves SPACs out', () => {
    expect(canonicalQuery({ excludeSpac: false })).to.equal(canonicalQuery({}));
    expect(new URLSearchParams(canonicalQuery({ excludeSpac: true })).get('spac')).to.equal('false');
  });

  it('keeps an unknown status for the server to reject', () => {
    expect(new URLSearchParams(canonicalQuery({ status: 'later' })).get('status')).to.equal('later');
  });
});

describe('trimBaseUrl', () => {
  it('takes off the final slashes of a base URL, and only those', () => {
    expect(trimBaseUrl('https://api.test/v1/')).to.equal('https://api.test/v1');
    expect(trimBaseUrl('https://api.test/v1//')).to.equal('https://api.test/v1');
    expect(trimBaseUrl('https://api.test/v1')).to.equal('https://api.test/v1');
  });
});
