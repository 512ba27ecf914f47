/** Strict readers of the two JSON bodies of API v1: the error shape and the list of offerings. */
import type { ErrorBody, ListResponse } from '../../../src/api/types.js';

type Read<T> = { value: T } | { problem: string };

function readJson(contentType: string | undefined, body: Buffer): Read<unknown> {
  if (!/^application\/json\b/.test(contentType ?? '')) return { problem: `Content-Type ${contentType ?? 'missing'}` };
  try {
    return { value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { problem: `a body that is not JSON: ${JSON.stringify(body.subarray(0, 120).toString('utf8'))}` };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API's error shape: an object with one member `error`, an object with a string `code` and `message`. */
export function readError(contentType: string | undefined, body: Buffer): Read<ErrorBody['error']> {
  const json = readJson(contentType, body);
  if ('problem' in json) return json;
  const value = json.value;
  if (!isRecord(value) || Object.keys(value).length !== 1 || !isRecord(value.error)) {
    return { problem: `not the error shape: ${JSON.stringify(value).slice(0, 120)}` };
  }
  const { code, message } = value.error;
  if (typeof code !== 'string' || code === '' || typeof message !== 'string' || message === '') {
    return { problem: `an error without a string code and message: ${JSON.stringify(value).slice(0, 120)}` };
  }
  return { value: { code, message } };
}

/** A v1 list: `version`, `items` an array, `count` its length, `total` at least `count`. */
export function readList(contentType: string | undefined, body: Buffer): Read<ListResponse> {
  const json = readJson(contentType, body);
  if ('problem' in json) return json;
  const value = json.value;
  if (
    !isRecord(value) ||
    value.version !== 'v1' ||
    !Array.isArray(value.items) ||
    value.count !== value.items.length ||
    typeof value.total !== 'number' ||
    value.total < value.count
  ) {
    return { problem: `not a v1 list: ${JSON.stringify(value).slice(0, 160)}` };
  }
  return { value: value as unknown as ListResponse };
}
