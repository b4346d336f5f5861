// Async boundary (DESIGN.md §2): shared singletons are negotiated before any
// app code runs. The heaviest libraries are evaluated one task at a time, so
// no single task keeps the page from answering input for long (TBT).
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // The federation runtime has just started in this task; negotiating the
  // first shared library's version (semver parsing) gets a task of its own.
  await nextTask();
  const heavyFirst = [
    () => import('react-dom/client'),
    () => import('react-router-dom'),
    () => import('styled-components'),
    () => import('@tanstack/react-query'),
  ];
  for (const load of heavyFirst) {
    await load();
    await nextTask();
  }
  await import('./bootstrap');
}

void start();
