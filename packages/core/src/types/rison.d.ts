declare module 'rison' {
  const rison: { decode(s: string): unknown; encode(v: unknown): string };
  export default rison;
}
