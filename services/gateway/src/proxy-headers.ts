import type { IncomingHttpHeaders } from 'node:http';

/**
 * Split mode: the gateway is the services' only trusted proxy (their TRUSTED_PROXIES), so what it
 * forwards must be its own view of the shopper, never the client's X-Forwarded-* passed through
 * (a service would believe it, since it arrives from the trusted gateway).
 */
export const proxyReplyOptions = {
  rewriteRequestHeaders: (req: { ip: string }, headers: IncomingHttpHeaders): IncomingHttpHeaders => {
    const { 'x-forwarded-host': _host, 'x-forwarded-proto': _proto, 'x-real-ip': _real, forwarded: _fwd, ...rest } = headers;
    return { ...rest, 'x-forwarded-for': req.ip };
  },
};
