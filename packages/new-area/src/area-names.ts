/** Every spelling of one area's name the generated files need, from its kebab-case name. */
export interface AreaNames {
  /** design-lab: folders, packages, paths, the screen */
  kebab: string;
  /** designLab */
  camel: string;
  /** DesignLab */
  pascal: string;
  /** design_lab: the PostgreSQL schema */
  snake: string;
  /** DESIGN_LAB: the URL setting */
  upper: string;
  /** Design lab: titles and texts */
  title: string;
  /** mfe_design_lab: the Module Federation container */
  remote: string;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The names of an area, or an error saying what a valid name is. */
export function areaNames(kebab: string): AreaNames {
  if (!NAME.test(kebab) || kebab.length > 30) {
    throw new Error(`"${kebab}" is not an area name: use lower-case letters and digits in words joined by "-" (design-lab), at most 30 characters.`);
  }
  const words = kebab.split('-');
  const pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return {
    kebab,
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    pascal,
    snake: words.join('_'),
    upper: words.join('_').toUpperCase(),
    title: words.join(' ').replace(/^./, (c) => c.toUpperCase()),
    remote: `mfe_${words.join('_')}`,
  };
}

/** Replaces every `__token__` of the names (and `__port__`) in a template's text or path. */
export function render(text: string, names: AreaNames, port: number): string {
  return text
    .replaceAll('__kebab__', names.kebab)
    .replaceAll('__camel__', names.camel)
    .replaceAll('__Pascal__', names.pascal)
    .replaceAll('__snake__', names.snake)
    .replaceAll('__UPPER__', names.upper)
    .replaceAll('__Title__', names.title)
    .replaceAll('__remote__', names.remote)
    .replaceAll('__port__', String(port));
}
