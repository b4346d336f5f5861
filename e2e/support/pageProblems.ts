/**
 * Console problems that belong to the page under test. Chromium warns when a
 * preloaded shell chunk stays unused for a few seconds after load; that is a
 * property of the shell's preload list (it happens on every page, see
 * /de_DE/feedback), not of the section being tested, and a long test (axe, a
 * form round trip) always outlives it.
 */
export function pageProblems(problems: string[]): string[] {
  return problems.filter((problem) => !problem.includes('was preloaded using link preload'));
}
