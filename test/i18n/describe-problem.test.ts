import { expect } from '@open-wc/testing';
import { brokerNames } from '../../src/brokers/names.js';
import { describeProblem } from '../../src/i18n/describe-problem.js';
import { en } from '../../src/i18n/en.js';
import { ko } from '../../src/i18n/ko.js';
import { parseBrokers } from '../../src/model/parse-brokers.js';
import { parseApiKey } from '../../src/model/parse-connection.js';
import { parseLimit } from '../../src/model/parse-count.js';
import { parseView } from '../../src/model/parse-choice.js';
import { parseRange } from '../../src/model/parse-range.js';
import { parseStages } from '../../src/model/parse-stages.js';
import type { AttributeProblem, Checked } from '../../src/model/attribute-problem.js';

function problemOf(parsed: Checked<unknown>): AttributeProblem {
  if (parsed.ok || !parsed.problem) throw new Error('expected a problem');
  return parsed.problem;
}

describe('describeProblem', () => {
  it('lists the accepted values of an enumerated attribute in each language', () => {
    const problem = problemOf(parseView('grid'));
    expect(describeProblem(problem, ko)).to.equal(
      'view 속성 값 "grid"은(는) 쓸 수 없습니다. 가능한 값: month 또는 list',
    );
    expect(describeProblem(problem, en)).to.equal(
      'The view attribute does not accept "grid". Accepted: month or list.',
    );
  });

  it('words described kinds from the table', () => {
    expect(describeProblem(problemOf(parseLimit('-1', 'list')), ko)).to.equal(
      'limit 속성 값 "-1"은(는) 쓸 수 없습니다. 가능한 값: 0 이상의 정수',
    );
    expect(describeProblem(problemOf(parseRange('2026-12-01/2026-11-01')), en)).to.contain(
      'does not accept "2026-12-01/2026-11-01". Accepted: YYYY-MM-DD/YYYY-MM-DD (start ≤ end',
    );
    expect(describeProblem(problemOf(parseApiKey(null)), en)).to.equal(
      'The api-key attribute is required. Accepted: your API key (ASCII).',
    );
  });

  it('names the unknown broker and words the lists of brokers and stages', () => {
    const broker = problemOf(parseBrokers('키움, 키윰증권', brokerNames));
    expect(describeProblem(broker, ko)).to.equal(
      'brokers 속성 값 "키윰증권"은(는) 쓸 수 없습니다. 가능한 값: 쉼표로 구분한 증권사 이름(예: 키움, 한국투자증권, NH투자증권)',
    );
    expect(describeProblem(broker, en)).to.equal(
      'The brokers attribute does not accept "키윰증권". Accepted: securities firms separated by commas (e.g. Kiwoom, Korea Investment, Samsung Securities).',
    );
    const stages = problemOf(parseStages('sub,refund'));
    expect(describeProblem(stages, en)).to.equal(
      'The stages attribute does not accept "sub,refund". Accepted: one or more of demand, sub, refund and listing, separated by spaces.',
    );
    expect(describeProblem(stages, ko)).to.equal(
      'stages 속성 값 "sub,refund"은(는) 쓸 수 없습니다. 가능한 값: 공백으로 구분한 demand, sub, refund, listing 중 하나 이상',
    );
  });

  it('shortens a long value to 40 characters and keeps markup as plain text', () => {
    const hostile = `<img src=x onerror=alert(1)>${'x'.repeat(50)}`;
    const message = describeProblem(problemOf(parseView(hostile)), en);
    expect(message).to.contain(`"${hostile.slice(0, 40)}…"`);
    expect(message).not.to.contain(hostile.slice(0, 41));
  });
});
