// Resolved by the server build's alias to the remote's src/server.tsx.
declare module 'sf-area-server' {
  const area: { render(props: unknown): string };
  export default area;
}
