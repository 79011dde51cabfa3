/**
 * Module Federation's runtime ships as both ES and CommonJS builds. A browser bundle that holds
 * modules of both has the runtime twice (it happened: the shell carried ~22 KiB gzip of a second,
 * CommonJS copy). Given the resolved module paths of one build, the packages found in both forms.
 */
export function runtimeInTwoForms(modulePaths: Iterable<string>): string[] {
  const forms = new Map<string, Set<'esm' | 'cjs'>>();
  for (const p of modulePaths) {
    const m = /node_modules\/(@module-federation\/[^/]+)\/dist\/.*\.(c?)js$/.exec(p.replace(/\\/g, '/'));
    if (!m) continue;
    const seen = forms.get(m[1]!) ?? new Set();
    seen.add(m[2] === 'c' ? 'cjs' : 'esm');
    forms.set(m[1]!, seen);
  }
  return [...forms].filter(([, seen]) => seen.size === 2).map(([name]) => name).sort();
}
