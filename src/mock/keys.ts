/** The mock's fixed API keys (documented in the README). */
export interface MockKey {
  /** Calls a day, or null for a key without a limit. */
  dailyLimit: number | null;
  active: boolean;
}

export const MOCK_KEYS: Readonly<Record<string, MockKey>> = {
  'demo-key': { dailyLimit: 100, active: true },
  'demo-tiny': { dailyLimit: 3, active: true },
  'demo-unlimited': { dailyLimit: null, active: true },
  'demo-inactive': { dailyLimit: 100, active: false },
};

export function activeKey(value: string | null): MockKey | null {
  const key = value !== null && Object.hasOwn(MOCK_KEYS, value) ? MOCK_KEYS[value] : null;
  return key?.active ? key : null;
}
