// nginx in the foreground with a configuration of its own in `dir`: the site file of docs/deploy
// filled with this machine's ports, inside a minimal main file (pid, logs and temporary files in dir).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export function startNginx(binary: string, port: number, upstreams: number[], dir: string): ChildProcess {
  const site = readFileSync(path.join(root, 'docs/deploy/nginx-souqna.conf'), 'utf8')
    .replace('{{servers}}', upstreams.map((p) => `server 127.0.0.1:${p};`).join('\n    '))
    .replaceAll('{{listen}}', `127.0.0.1:${port}`)
    .replace('{{server_name}}', '127.0.0.1 localhost');
  writeFileSync(path.join(dir, 'souqna.conf'), site);
  // nginx's workers run as nobody: their temporary files go where nobody may write.
  const temp = path.join(dir, 'temp');
  mkdirSync(temp);
  chmodSync(temp, 0o777);
  chmodSync(dir, 0o755);
  const paths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${temp}/${name};`)
    .join('\n  ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n` +
      `events { worker_connections 1024; }\nhttp {\n  access_log off;\n  ${paths}\n  include ${dir}/souqna.conf;\n}\n`,
  );
  return spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
