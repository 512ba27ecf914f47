/** The analyzer's command line as a function (`cem analyze`), which ships without types. */
declare module '@custom-elements-manifest/analyzer/cli.js' {
  interface Described {
    name?: string;
    type?: { text: string };
    description?: string;
  }

  export interface Declaration {
    name: string;
    customElement?: boolean;
    tagName?: string;
    events?: Described[];
    attributes?: (Described & { fieldName?: string; default?: string })[];
    members?: (Described & { kind: string; attribute?: string; reflects?: boolean })[];
    cssParts?: Described[];
    cssProperties?: Described[];
  }

  export interface Manifest {
    modules: { path: string; declarations?: Declaration[] }[];
  }

  /** Runs `cem` with `argv` in `cwd`; `noWrite` keeps the manifest in memory. */
  export function cli(options: { argv: string[]; cwd: string; noWrite: boolean }): Promise<Manifest>;
}
