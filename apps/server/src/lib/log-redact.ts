import type { FastifyRequest } from 'fastify';

/** Paths whose last part is a single-use code: the e-mail confirmation (API and web page) and the password reset pages. */
const CODE_PATHS = /^((?:\/api-portal\/auth\/confirm-email|\/confirm\/email|\/auth\/reset-password|\/reset-password)\/)[^/?#]+/i;
/** Query parameters that carry a code, a credential or an address (the invitation link: ?code=…&email=…). */
const SECRET_PARAMS = /^(code|invitationcode|token|secret|password|email)$/i;

/** The URL as logs may keep it: codes in the path and secret query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathPart = (q < 0 ? url : url.slice(0, q)).replace(CODE_PATHS, '$1[redacted]');
  if (q < 0) return pathPart;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        /* a malformed key is kept as sent */
      }
      return eq >= 0 && SECRET_PARAMS.test(name) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

/** Fastify's request log line, with the URL redacted (no body, no headers). */
export function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
