/**
 * The relay's settings from text, as the Node command's flags and the Worker's variables give them, each checked
 * with a message that names what to fix. `name` is how the caller shows the setting (`--budget`, `IPO_BUDGET`).
 */
import { safeHttpUrl } from '../model/safe-url.js';
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
