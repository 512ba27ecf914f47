// The operator's build-time constants (see src/element/operator.ts), from the environment or the defaults.
import defaults from './operator-defaults.json' with { type: 'json' };

export const operatorDefine = {
  __IPO_OPERATOR__: JSON.stringify({
    sourceName: process.env.IPO_SOURCE_NAME ?? defaults.sourceName,
    sourceUrl: process.env.IPO_SOURCE_URL ?? defaults.sourceUrl,
    defaultBaseUrl: process.env.IPO_BASE_URL ?? defaults.defaultBaseUrl,
  }),
};
