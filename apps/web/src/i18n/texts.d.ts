// The two parts of the English catalogue (scripts/vite-catalogue-split.mjs, decision 0075).
declare module 'virtual:texts/first-screens' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module 'virtual:texts/features' {
  const texts: Record<string, unknown>;
  export default texts;
}
