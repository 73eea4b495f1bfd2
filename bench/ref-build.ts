import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Mode } from './report'

/*
 * Another commit of the store, for `npm run bench -- --against REF`: checked out in a temporary git
 * worktree, installed from its own lock file, built by its own Vite config and served by its own
 * scripts/start.ts, so that what is measured is that commit as it was, not REF's pages on today's
 * servers or dependencies. Only the store API is shared: the one the current build is measured against.
 */

/** A commit checked out and built: its short hash, its worktree and its build folder (renderer in `${dist}-server`). */
export interface RefBuild {
  commit: string
  root: string
  dist: string
}

/** REF's two servers: the origins per serving mode, and how to stop them. */
export interface RefServers {
  origins: Record<Mode, string>
  close(): Promise<void>
}

const git = (args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

/** Runs `command` in `cwd` with the output shown; throws when it fails. */
function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const done = spawnSync(command, args, { cwd, stdio: 'inherit', env })
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`)
}

/**
 * Checks `ref` out in `root` (a detached worktree, replacing one an earlier run kept), installs
 * its dependencies with `npm ci` and builds it and its server renderer for the API at `apiBase`.
 * With `reuse`, a worktree already at that commit with a build is kept as it is (same API port
 * needed). Throws when `ref` names no commit or a step fails.
 */
export function buildRef(ref: string, apiBase: string, options: { root: string; reuse?: boolean }): RefBuild {
  const commit = git(['rev-parse', '--short', `${ref}^{commit}`])
  const root = resolve(options.root)
  const dist = join(root, '.tmp', 'bench-dist')
  const built = existsSync(join(dist, 'index.html')) && rendererIn(`${dist}-server`) !== undefined
  if (options.reuse && built && git(['-C', root, 'rev-parse', '--short', 'HEAD']) === commit) {
    console.log(`Reusing the build of ${commit} in ${root}`)
    return { commit, root, dist }
  }
  removeRef(root)
  console.log(`Checking out ${commit} in ${root}, installing its dependencies and building it…`)
  git(['worktree', 'add', '--detach', root, commit])
  run(root, 'npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'])
  const env = { ...process.env, VITE_API_BASE_URL: apiBase }
  const vite = join('node_modules', 'vite', 'bin', 'vite.js')
  run(root, process.execPath, [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], env)
  run(
    root,
    process.execPath,
    [vite, 'build', '--ssr', '--outDir', `${dist}-server`, '--emptyOutDir', '--logLevel', 'warn'],
    env,
  )
  return { commit, root, dist }
}

/**
 * Removes the git worktree at `root` with everything in it (its node_modules and build too); nothing
 * there is fine. A folder there that git does not know as a worktree is left alone, with a warning.
 */
export function removeRef(root: string): void {
  if (!existsSync(root)) return
  try {
    git(['worktree', 'remove', '--force', root])
  } catch (err) {
    console.warn(`Could not remove the worktree ${root}: ${err instanceof Error ? err.message : String(err)}`)
  }
}

/**
 * Starts REF's own start script (`serve/start.ts`, or `scripts/start.ts` in commits from before the
 * servers had a folder of their own) with `--app-only --port 0 …args` in REF's worktree, in a process group
 * of its own, and resolves with the child and its port once it prints its "Storefront:" line.
 * Rejects if it exits first or takes over 3 minutes (a renderer warms up against the API first).
 */
function startServer(
  root: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((ok, fail) => {
    const script = existsSync(join(root, 'serve', 'start.ts')) ? 'serve/start.ts' : 'scripts/start.ts'
    const child = spawn('npx', ['tsx', script, '--app-only', '--port', '0', ...args], {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const timer = setTimeout(() => {
      void stop(child)
      fail(new Error(`REF's server (${args.join(' ')}) did not start within 3 minutes:\n${output}`))
    }, 180_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const port = /Storefront: \S+:(\d+)/.exec(output)?.[1]
      if (!port) return
      clearTimeout(timer)
      child.stdout?.off('data', read)
      ok({ child, port: Number(port) })
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`REF's server (${args.join(' ')}) exited with ${code}:\n${output}`))
    })
  })
}

/** Stops a server started by startServer: SIGTERM to its process group, SIGKILL after 10 s. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve()
  const group = -child.pid
  return new Promise((done) => {
    const kill = setTimeout(() => {
      try {
        process.kill(group, 'SIGKILL')
      } catch {
        // already gone
      }
    }, 10_000)
    child.once('exit', () => {
      clearTimeout(kill)
      done()
    })
    try {
      process.kill(group, 'SIGTERM')
    } catch {
      clearTimeout(kill)
      done()
    }
  })
}

/**
 * Serves REF's build with REF's own servers on free ports: the static host, and the
 * server-rendering server reading the store API at `apiBase`. Origins use 127.0.0.1.
 */
export async function serveRef(build: RefBuild, apiBase: string): Promise<RefServers> {
  const env = { ...process.env, STORE_API_URL: apiBase, HOST: '127.0.0.1' }
  const started: ChildProcess[] = []
  // Detached, they would outlive a bench that exits early (an error, or Ctrl-C: see run.ts).
  const killAll = () => {
    for (const c of started)
      try {
        if (c.pid && c.exitCode === null) process.kill(-c.pid, 'SIGKILL')
      } catch {
        // already gone
      }
  }
  process.once('exit', killAll)
  const close = async () => {
    process.off('exit', killAll)
    await Promise.all(started.map(stop))
  }
  try {
    const stat = await startServer(build.root, ['--static', '--dir', build.dist], env)
    started.push(stat.child)
    const server = await startServer(
      build.root,
      [
        '--dir',
        build.dist,
        '--server',
        rendererIn(`${build.dist}-server`) ?? join(`${build.dist}-server`, 'entry-renderer.js'),
      ],
      env,
    )
    started.push(server.child)
    return {
      origins: { static: `http://127.0.0.1:${stat.port}`, server: `http://127.0.0.1:${server.port}` },
      close,
    }
  } catch (err) {
    await close()
    throw err
  }
}

/** The server renderer a build made: `entry-renderer.js`, or `entry-server.js` from a commit before its rename. */
function rendererIn(dir: string): string | undefined {
  return ['entry-renderer.js', 'entry-server.js'].map((f) => join(dir, f)).find((f) => existsSync(f))
}
