/**
 * The share and embed pages' stylesheet, served by the relay under a name with its hash (their policy allows no
 * inline style). Colours follow the reader's scheme; nothing depends on a font's metrics.
 */
export const SHARE_CSS = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; padding: 1rem; max-width: 48rem; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
.share h2 { font-size: 1rem; margin: 1rem 0 0.25rem; }
.share ul { padding-left: 1.25rem; margin: 0; }
.share li { margin: 0.25rem 0; }
.share .name { font-weight: 700; }
.share .detail { opacity: 0.8; }
.share dt { font-weight: 700; }
.share dd { margin: 0 0 0.5rem; }
.attribution { margin-top: 1.5rem; font-size: 0.875rem; opacity: 0.8; }
body.embed { padding: 0; max-width: none; }
`;
