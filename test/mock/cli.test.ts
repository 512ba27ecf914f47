/** `npm run mock-server`: flags, the data file and their errors. */
import { expect } from '@open-wc/testing';
import { rawMockRequest, runMockCli, startMockServer } from '../support/mock-server.js';

const NOW = '2026-11-23T10:00:00+09:00';

describe('mock server CLI', function () {
  this.timeout(30_000);

  it('serves a data file: fills missing fields, defaults is_spac to false and computes status', async () => {
    const server = await startMockServer({
      now: NOW,
      data: [{ id: 'only', corp_name: '최소', status: '상장완료', sub_start: '2026-11-23', extra: 'ignored?' }],
    });
    try {
      expect(server.baseUrl).to.match(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      const response = await fetch(`${server.baseUrl}/upcoming-ipos`, { headers: { 'X-API-Key': 'demo-key' } });
      const { items } = await response.json();
      expect(items).to.have.length(1);
      expect(items[0].status).to.equal('청약');
      expect(items[0].is_spac).to.equal(false);
      expect(items[0].lead_managers).to.deep.equal([]);
      expect(items[0].listing_date).to.equal(null);
      expect(items[0]).not.to.have.property('extra');
    } finally {
      await server.stop();
    }
  });

  it('answers request lines that fetch cannot hold with a JSON 404, and goes on serving', async () => {
    const server = await startMockServer({ now: NOW });
    try {
      for (const [method, target] of [
        ['GET', '//'],
        ['GET', '//elsewhere.example/v1/upcoming-ipos'],
        ['TRACE', '/v1/upcoming-ipos'],
        ['OPTIONS', '*'],
      ]) {
        const { status, body } = await rawMockRequest(server.baseUrl, method, target);
        expect(status, `${method} ${target}`).to.equal(404);
        expect(JSON.parse(body).error.code).to.equal('not_found');
      }
      const response = await fetch(`${server.baseUrl}/upcoming-ipos`, { headers: { 'X-API-Key': 'demo-key' } });
      expect(response.status).to.equal(200);
    } finally {
      await server.stop();
    }
  });

  it('routes an absolute-form request target by its path', async () => {
    const server = await startMockServer({ now: NOW });
    try {
      const origin = new URL(server.baseUrl).origin;
      const found = await rawMockRequest(server.baseUrl, 'GET', `${origin}/v1/upcoming-ipos?status=sub`);
      // Found: without a key, the endpoint answers 401 (a wrong path would be 404, checked first).
      expect([found.status, JSON.parse(found.body).error.code]).to.deep.equal([401, 'invalid_key']);
      const missing = await rawMockRequest(server.baseUrl, 'GET', `${origin}/v1/nowhere`);
      expect([missing.status, JSON.parse(missing.body).error.code]).to.deep.equal([404, 'not_found']);
    } finally {
      await server.stop();
    }
  });

  const failures: [string, Parameters<typeof runMockCli>[0], RegExp][] = [
    ['an unknown flag', { flags: ['--colour'] }, /Unknown option '--colour'/],
    ['a bad port', { flags: ['--port', '99999'] }, /--port must be an integer from 0 to 65535/],
    ['a bad --now', { now: 'yesterday' }, /--now must be an ISO 8601 instant/],
    ['a bad --expose', { flags: ['--expose', 'none'] }, /--expose must be "all" or "rate-limit"/],
    [
      'a missing data file',
      { flags: ['--data', '/nonexistent/data.json'] },
      /--data: cannot read \/nonexistent\/data.json \(ENOENT\)/,
    ],
    ['a data file that is not JSON', { data: '[{"id": ' }, /--data: .* is not valid JSON/],
    [
      'a data item without corp_name',
      { data: [{ id: 'x' }] },
      /--data: item 0: "corp_name" must be a non-empty string/,
    ],
  ];
  for (const [what, options, message] of failures) {
    it(`exits non-zero with one clear line for ${what}`, async () => {
      const { code, stdout, stderr } = await runMockCli({
        ...options,
        flags: ['--port', '0', ...(options.flags ?? [])],
      });
      expect(code).to.equal(2);
      expect(stdout).to.equal('');
      expect(stderr.trim().split('\n')).to.have.length(1);
      expect(stderr).to.match(message);
    });
  }
});
