import { expect } from '@open-wc/testing';
import { parseApiKey, parseBaseUrl } from '../../src/model/parse-connection.js';

describe('parseApiKey', () => {
  it('takes a non-blank key, trimmed', () => {
    expect(parseApiKey(' k-123 ')).to.deep.equal({ ok: true, value: 'k-123' });
  });

  it('refuses a key outside printable ASCII (fetch would refuse it as a header) without showing it', () => {
    for (const key of ['키-123', 'k\u00e9y', 'k\u0000y']) {
      expect(parseApiKey(key), key).to.deep.equal({
        ok: false,
        problem: { attribute: 'api-key', value: '•••', accepted: 'api-key' },
      });
    }
    expect(parseApiKey('k-1 2~!')).to.deep.equal({ ok: true, value: 'k-1 2~!' });
  });

  it('reports a missing or blank key without any value', () => {
    for (const input of [null, undefined, '', '   ']) {
      expect(parseApiKey(input)).to.deep.equal({
        ok: false,
        problem: { attribute: 'api-key', value: null, accepted: 'api-key' },
      });
    }
  });
});

describe('parseApiKey with a base-url attribute (a relay)', () => {
  it('takes no key as none, and a given key as before', () => {
    for (const input of [null, '', '  ']) expect(parseApiKey(input, true)).to.deep.equal({ ok: true, value: null });
    expect(parseApiKey('k-1', true)).to.deep.equal({ ok: true, value: 'k-1' });
    expect(parseApiKey('키', true)).to.deep.include({ ok: false });
  });
});

describe('parseBaseUrl', () => {
  it("takes the attribute over the operator's default", () => {
    expect(parseBaseUrl('https://api.example/v1', 'https://default.example/v1')).to.deep.equal({
      ok: true,
      value: 'https://api.example/v1',
    });
    expect(parseBaseUrl(null, 'https://default.example/v1')).to.deep.equal({
      ok: true,
      value: 'https://default.example/v1',
    });
  });

  it('resolves a relative path against the page URL when one is given', () => {
    expect(parseBaseUrl('/api/v1', undefined, 'https://blog.example/post/1')).to.deep.equal({
      ok: true,
      value: 'https://blog.example/api/v1',
    });
  });

  it('reports a missing URL when neither the attribute nor a default is set', () => {
    expect(parseBaseUrl('', undefined)).to.deep.equal({
      ok: false,
      problem: { attribute: 'base-url', value: null, accepted: 'url' },
    });
  });

  it('rejects non-http URLs and relative paths without a page URL', () => {
    for (const value of ['javascript:alert(1)', 'ftp://files.example/', 'api/v1', 'data:text/html,x']) {
      expect(parseBaseUrl(value), value).to.deep.equal({
        ok: false,
        problem: { attribute: 'base-url', value, accepted: 'url' },
      });
    }
  });

  it('rejects a query or fragment, inside which the client would append its path', () => {
    for (const value of [
      'https://api.example/v1?region=kr',
      'https://api.example/v1#docs',
      'https://api.example/v1?',
    ]) {
      expect(parseBaseUrl(value), value).to.deep.equal({
        ok: false,
        problem: { attribute: 'base-url', value, accepted: 'url' },
      });
    }
  });

  it('rejects a user name, with which fetch refuses every call, but not an @ in the path', () => {
    expect(parseBaseUrl('https://api.example/@v1')).to.deep.equal({ ok: true, value: 'https://api.example/@v1' });
    for (const value of ['https://user:pw@api.example/v1', 'https://user@api.example/v1']) {
      expect(parseBaseUrl(value), value).to.deep.equal({
        ok: false,
        problem: { attribute: 'base-url', value, accepted: 'url' },
      });
    }
  });
});
