// Provided by the shell's renderer to each remote's server bundle (see server-bundle.ts).
declare module '@site/server-host' {
  export const publicPath: string;
}
