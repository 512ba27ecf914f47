/** CSS files as text: esbuild's `text` loader in bench/build-pages.ts. */
declare module '*.css' {
  const text: string;
  export default text;
}
