// The server half of the UI kit: only remotes' src/server.tsx import it (never a browser bundle).
export { createAreaRenderer, SERVER_HTTP, type ServerRenderInput } from './create-area-renderer';
