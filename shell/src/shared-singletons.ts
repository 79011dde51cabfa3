/**
 * Never called. Naming the shared singletons here makes the shell's build provide them, eagerly,
 * inside shell.js (create-webpack-config.ts): as the host, its copies are registered before any
 * remote starts, so every area uses them and the browser has React as soon as shell.js has loaded,
 * instead of fetching a remote's copy only after that remote's entry has run (a request waterfall).
 */
export const sharedSingletons = () => [
  import('react'),
  import('react/jsx-runtime'),
  import('react-dom'),
  import('react-dom/client'),
  import('zustand'),
  import('single-spa-react'),
];
