// nginx with the reference configuration (deploy/nginx/portal.conf.template) in front of server
// processes on loopback ports, in a folder of its own: TLS with a throw-away certificate. Used by the
// cluster test and the load benchmark.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root } from '../lib.mjs';
import { freePort } from './services.mjs';

export const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? 'nginx';

/**
 * Writes nginx.conf into `dir` for the three `backends` (ports on 127.0.0.1, or `host:port`); answers the ports and
 * the arguments to start nginx with (in the foreground). `accessLog: false` for load benchmarks.
 */
export async function nginxConfig({ dir, backends, accessLog = true, workers = 1 }) {
  for (const d of ['', 'tmp', 'logs']) fs.mkdirSync(path.join(dir, d), { recursive: true, mode: 0o777 });
  fs.chmodSync(path.join(dir, 'tmp'), 0o777);
  const cert = path.join(dir, 'portal.crt');
  const key = path.join(dir, 'portal.key');
  const ssl = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert],
    { stdio: 'ignore' },
  );
  if (ssl.status !== 0) throw new Error('openssl could not make a certificate');
  const httpPort = await freePort();
  const httpsPort = await freePort();
  const vars = {
    PORTAL_SERVER_NAME: 'localhost',
    PORTAL_HTTP_PORT: String(httpPort),
    PORTAL_HTTPS_PORT: String(httpsPort),
    PORTAL_TLS_CERT: cert,
    PORTAL_TLS_KEY: key,
    PORTAL_ACCESS_LOG: accessLog ? path.join(dir, 'logs/access.log') : '/dev/null',
    ...Object.fromEntries(backends.map((b, i) => [`PORTAL_BACKEND_${i + 1}`, typeof b === 'number' ? `127.0.0.1:${b}` : b])),
  };
  const template = fs.readFileSync(path.join(root, 'deploy/nginx/portal.conf.template'), 'utf8');
  const rendered = template.replace(/\$\{(PORTAL_[A-Z0-9_]+)\}/g, (_, v) => {
    if (!(v in vars)) throw new Error(`unknown variable ${v} in the template`);
    return vars[v];
  });
  fs.writeFileSync(path.join(dir, 'portal.conf'), rendered);
  const t = (d) => path.join(dir, 'tmp', d);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${t('body')}; proxy_temp_path ${t('proxy')}; fastcgi_temp_path ${t('fastcgi')};
  uwsgi_temp_path ${t('uwsgi')}; scgi_temp_path ${t('scgi')};
  include ${dir}/portal.conf;
}
`,
  );
  return { httpPort, httpsPort, args: ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'] };
}
