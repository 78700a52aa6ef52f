import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const nodeScript = fileURLToPath(new URL('./node-process.ts', import.meta.url));
const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** A real server process (test/node-process.ts) and the port it listens on. */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
}

/** Starts a server process with `env` on top of this one's, resolving once it prints `READY <port>`. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', nodeScript], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`node did not start:\n${output.join('\n')}`)), 45_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^READY (\d+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      } else output.push(line);
    });
    child.once('exit', (code) => reject(new Error(`node exited (${code}):\n${output.join('\n')}`)));
  });
  return { port, child };
}
