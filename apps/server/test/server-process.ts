import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const nodeScript = fileURLToPath(new URL('./node-process.ts', import.meta.url));
const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** A real server process (test/node-process.ts) and the ports it listens on. */
export interface ServerProcess {
  port: number;
  /** The Open Connect listener's port; null when LAUNCH_MONITOR_ENABLED is false. */
  launchMonitorPort: number | null;
  child: ChildProcess;
}

/** Starts a server process with `env` on top of this one's, resolving once it prints `READY <port> [<lm port>]`. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', nodeScript], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
  const ports = await new Promise<[number, number | null]>((resolve, reject) => {
    // Generous: tsx compiles the server on start, and a loaded test machine is slow at it.
    const timer = setTimeout(() => reject(new Error(`node did not start:\n${output.join('\n')}`)), 120_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^READY (\d+)(?: (\d+))?$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve([Number(match[1]), match[2] ? Number(match[2]) : null]);
      } else output.push(line);
    });
    child.once('exit', (code) => reject(new Error(`node exited (${code}):\n${output.join('\n')}`)));
  });
  return { port: ports[0], launchMonitorPort: ports[1], child };
}

/** Stops a server process with SIGTERM, and SIGKILL if it has not exited within 10 s. */
export async function stopServerProcess(node: ServerProcess): Promise<void> {
  if (node.child.exitCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (node.child.exitCode === null) node.child.kill('SIGKILL');
}
