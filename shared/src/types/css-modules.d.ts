declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
/** An image of the first view, kept as SVG: it paints as soon as its few bytes arrive (docs/decisions/023). */
declare module '*.svg?first-view' {
  const url: string;
  export default url;
}
/** A drawing the page reads as SVG text and puts into its own DOM (docs/decisions/023). */
declare module '*.svg?svg-text' {
  const url: string;
  export default url;
}
