/** A canonical query as the log shows it: `status=청약&limit=20`, not percent-encoded. */
export const readableQuery = (query: string): string =>
  [...new URLSearchParams(query)].map(([name, value]) => `${name}=${value}`).join('&');
