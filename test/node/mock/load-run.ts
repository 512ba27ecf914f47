/**
 * One load run against the mock on loopback: sends the requests over node:http, works out each answer with the quota
 * model, and keeps the failures and a tally of statuses.
 */
import { Agent, request as httpRequest } from 'node:http';
import type { Random } from '../../../src/mock/random.js';
import { shuffle } from './choice.js';
import { EtagBook, type Conditional } from './etag-book.js';
import { loadProblems, type HttpAnswer } from './load-check.js';
import type { LoadRequest } from './load-requests.js';
import { QuotaModel, type Expected } from './quota-model.js';
import { FailureLog } from './reliability.js';
import type { ReleaseGate } from './release-gate.js';

/** A request that gets no answer in this time fails (the run holds none in the server for longer). */
const ANSWER_TIMEOUT_MS = 30_000;
/** Connections opened at a time while a batch builds up in the server, well under the listen backlog (511). */
const WAVE = 100;

function send(port: number, agent: Agent, request: LoadRequest, extra: Record<string, string>): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...extra };
  if (request.key !== null) headers['X-API-Key'] = request.key;
  if (request.fault) headers['X-Mock-Fault'] = 'internal';
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method: request.method, path: request.target, headers, agent },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.setTimeout(ANSWER_TIMEOUT_MS, () => outgoing.destroy(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const ifNoneMatch = (conditional: Conditional): Record<string, string> =>
  conditional.value === null ? {} : { 'If-None-Match': conditional.value };

export class LoadRun {
  readonly failures = new FailureLog();
  readonly statuses = new Map<number, number>();
  readonly #model = new QuotaModel();
  readonly #etags = new EtagBook();
  readonly #sequentialAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  readonly #concurrentAgent = new Agent({ keepAlive: true });

  constructor(
    readonly port: number,
    readonly now: () => number,
  ) {}

  /** Sends `request` on the run's one sequential connection and checks the answer. */
  async sequential(request: LoadRequest, label: string): Promise<void> {
    const instant = this.now();
    const sent = this.#etags.conditional(request, instant);
    const answer = await send(this.port, this.#sequentialAgent, request, ifNoneMatch(sent)).catch(
      (error: Error) => error,
    );
    this.#record(label, request, this.#model.expect(request, instant, sent.matches), sent, answer);
  }

  /**
   * Sends `batch` at once, one connection each: the gate holds every request in the server, then lets them go on in a
   * shuffled order, the one the model counts the calls in. Returns how many were held at once.
   */
  async concurrent(batch: LoadRequest[], gate: ReleaseGate, random: Random): Promise<number> {
    const instant = this.now();
    const sent = batch.map((request) => this.#etags.conditional(request, instant));
    let releasing = false;
    const answers: Promise<HttpAnswer | Error>[] = [];
    for (let first = 0; first < batch.length; first += WAVE) {
      const last = Math.min(first + WAVE, batch.length);
      for (let index = first; index < last; index += 1) {
        const held = { 'X-Mock-Delay': String(index + 1), ...ifNoneMatch(sent[index]) };
        answers.push(
          send(this.port, this.#concurrentAgent, batch[index], held)
            .catch((error: Error) => error)
            .finally(() => releasing || gate.bypassed()),
        );
      }
      await gate.arrived(last);
    }
    const order = shuffle(
      batch.map((_, index) => index),
      random,
    );
    const expected: Expected[] = [];
    for (const index of order) expected[index] = this.#model.expect(batch[index], instant, sent[index].matches);
    releasing = true;
    const held = gate.release(order);
    (await Promise.all(answers)).forEach((answer, index) =>
      this.#record(`concurrent #${index}`, batch[index], expected[index], sent[index], answer),
    );
    return held;
  }

  close(): void {
    this.#sequentialAgent.destroy();
    this.#concurrentAgent.destroy();
  }

  #record(label: string, request: LoadRequest, expected: Expected, sent: Conditional, answer: HttpAnswer | Error) {
    if (answer instanceof Error) {
      this.#fail(label, request, sent, [`no answer: ${answer.message}`]);
      return;
    }
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    const { etag } = answer.headers;
    if (etag && (answer.status === 200 || answer.status === 304))
      this.#etags.remember(request.target, this.now(), etag);
    const problems = loadProblems(request, expected, answer, sent.value);
    if (problems.length > 0) this.#fail(label, request, sent, problems);
  }

  #fail(label: string, request: LoadRequest, sent: Conditional, problems: string[]): void {
    const extras = [
      `X-API-Key: ${request.key ?? '(none)'}`,
      ...(sent.value === null ? [] : [`If-None-Match: ${sent.value}`]),
      ...(request.fault ? ['X-Mock-Fault: internal'] : []),
    ];
    this.failures.add(`${label} ${request.method} ${request.target} [${extras.join(', ')}]: ${problems.join('; ')}`);
  }
}
