/**
 * The relay's settings from text, as the Node command's flags and the Worker's variables give them, each checked
 * with a message that names what to fix. `name` is how the caller shows the setting (`--budget`, `IPO_BUDGET`).
 */
import { safeHttpUrl } from '../util/safe-url.js';
import type { Clock } from '../time/kst.js';

export class SettingError extends Error {}

export function wholeNumber(name: string, value: string, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(value) || Number(value) > max)
    throw new SettingError(`${name} must be a whole number from 0 to ${max}, not "${value}"`);
  return Number(value);
}

export function upstreamUrl(name: string, value: string | undefined): string {
  if (!value) throw new SettingError(`${name} is missing: the API's v1 root, e.g. https://api.example.com/v1`);
  const url = /[?#]/.test(value) ? null : safeHttpUrl(value);
  if (!url) throw new SettingError(`${name} must be an http(s) URL without ? or #, not "${value}"`);
  return url;
}

export function corsOrigin(name: string, value: string | undefined): string | null {
  if (!value) return null;
  const url = safeHttpUrl(value);
  if (!url || new URL(url).origin !== value)
    throw new SettingError(`${name} must be one origin such as https://blog.example, not "${value}"`);
  return value;
}

/** `frame-ancestors` of the pages' policy: `*` by default, else sources such as `https://blog.example 'self'`. */
export function frameAncestors(name: string, value: string | undefined): string {
  if (!value) return '*';
  if (!/^[A-Za-z0-9*'.:/\- ]{1,500}$/.test(value))
    throw new SettingError(
      `${name} must be CSP sources separated by spaces, such as https://blog.example, not "${value}"`,
    );
  return value.trim();
}

/** The relay's root as visitors reach it (`https://blog.example/ipo`), for its pages' absolute links; or none. */
export function publicUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = /[?#]/.test(value) ? null : safeHttpUrl(value);
  if (!url) throw new SettingError(`${name} must be an http(s) URL without ? or #, not "${value}"`);
  return url.replace(/\/+$/, '');
}

/** A clock fixed at an instant, for tests; undefined for the system's. */
export function fixedClock(name: string, value: string | undefined): Clock | undefined {
  if (!value) return undefined;
  const instant = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant))
    throw new SettingError(`${name} must be an ISO 8601 instant such as 2026-11-21T09:00:00+09:00, not "${value}"`);
  return () => instant;
}

/** The API key: `how` says where an operator sets it. */
export function apiKey(value: string | undefined, how: string): string {
  const key = value?.trim();
  if (!key) throw new SettingError(`IPO_API_KEY is not set: ${how}`);
  if (!/^[ -~]+$/.test(key)) throw new SettingError('IPO_API_KEY must be printable ASCII, as a header value must be');
  return key;
}

/** The command-line flags of `ipo-calendar-relay` and `npm run relay:worker`, as `parseArgs` takes them. */
export const FLAGS = {
  upstream: { type: 'string' },
  host: { type: 'string', default: '127.0.0.1' },
  port: { type: 'string', default: '8788' },
  ttl: { type: 'string' },
  budget: { type: 'string' },
  state: { type: 'string' },
  'cors-origin': { type: 'string' },
  'frame-ancestors': { type: 'string' },
  'public-url': { type: 'string' },
  // Fixes the clock, for tests.
  now: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The flags' help; `state` says what `--state` names. */
export const flagHelp = (
  state: string,
) => `  --upstream URL        the API's v1 root, e.g. https://api.example.com/v1 (required)
  --host HOST           where to listen (default 127.0.0.1)
  --port PORT           where to listen (default 8788; 0: any free port)
  --ttl SECONDS         how long a stored body is served before it is revalidated (default 900)
  --budget N            upstream calls per KST day (default 90 % of the key's daily limit)
  --state ${state}
  --cors-origin ORIGIN  the one other origin whose pages may read the answers, e.g. https://blog.example
  --frame-ancestors S   who may frame the embed and share pages (CSP frame-ancestors; default *)
  --public-url URL      the relay's root as visitors reach it, for its pages' links (default its own address)
  --help                shows this
`;
