// nginx in front of the API instances, from a config written into the run's own folder: the
// system's nginx configuration and service are never touched.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Nginx {
  base: string;
  child: ChildProcess;
  pid: number;
  exited: Promise<unknown>;
  errorLog: string;
}

export function nginxConfig(prefix: string, listenPort: number, upstreams: string[]): string {
  const temp = (name: string) => path.join(prefix, 'temp', name);
  return `# Written by scripts/scale-out.sh for one run; removed with the run's folder.
daemon off;
worker_processes 2;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;

events {
  worker_connections 2048;
}

http {
  access_log off;
  # Every temporary path inside the run's folder, not the package's /var/lib/nginx.
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

  upstream yek_api {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }

  server {
    listen 127.0.0.1:${listenPort};

    location / {
      proxy_pass http://yek_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # The instances trust 127.0.0.1 (TRUST_PROXY), so they see the client's address.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_connect_timeout 2s;
      # A request that failed on one instance goes to the other. nginx never resends a POST it
      # has already passed on (it may have been committed), so only idempotent requests and those
      # that never reached an instance are retried.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      # Which instance (or instances, when retried) answered: the check counts them.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export function startNginx(
  binary: string,
  prefix: string,
  listenPort: number,
  upstreams: string[],
): Nginx {
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig(prefix, listenPort, upstreams));
  const errorLog = path.join(prefix, 'error.log');
  const out = openSync(errorLog, 'a');
  // -e as well: nginx opens its error log before it reads the config.
  const child = spawn(binary, ['-p', prefix, '-c', conf, '-e', errorLog], {
    stdio: ['ignore', out, out],
  });
  if (child.pid === undefined) throw new Error(`${binary} did not start`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { base: `http://127.0.0.1:${listenPort}`, child, pid: child.pid, exited, errorLog };
}
