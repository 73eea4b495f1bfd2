import { execSync } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../store-api/app'
import { resetDatabase } from '../store-api/data/seed-database'
import { openDatabase } from '../store-api/db'
import { resizeImage } from '../store-api/lib/image-variants'
import { StoreImages } from '../store-api/lib/store-images'

/**
 * `npm run bench:images`: the reference API's `images` extension on this machine. A 1200 px photo
 * resized to a 320 px AVIF (sharp alone, then a first request through the API), and the same
 * request answered from the variant cache; and a wide one (1080 px: 412 px at DPR 2.625).
 * Medians of RUNS after a warm-up; targets ≤ 150 ms and ≤ 5 ms.
 */
const RUNS = 15
const PATH = '/images/p-hdmi-cable-2m.jpg'
const QUERY = '?w=320&fm=avif'

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const ms = (x: number) => `${x.toFixed(1)} ms`

async function timed(job: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await job()
  return performance.now() - started
}

const root = await mkdtemp(join(tmpdir(), 'bench-images-'))
const db = await openDatabase()
await resetDatabase(db)
try {
  const appOn = (images: StoreImages) =>
    createApp({ db, appOrigin: 'http://localhost:4173', faults: false, corsOrigins: [], images })
  const photos = new StoreImages({ dir: join(root, 'seed') })
  const first = appOn(photos)
  const madeAt = performance.now()
  const photo = Buffer.from(await (await first.request(`http://localhost${PATH}`)).arrayBuffer())
  const madeMs = performance.now() - madeAt

  await resizeImage(photo, 320, 'avif') // warm-up
  const sharpOnly: number[] = []
  for (let i = 0; i < RUNS; i++) sharpOnly.push(await timed(() => resizeImage(photo, 320, 'avif')))

  // A wide one: a full-width image at 412 px and DPR 2.625.
  const wide: number[] = []
  for (let i = 0; i < 5; i++) wide.push(await timed(() => resizeImage(photo, 1080, 'avif')))

  // A first request: a fresh variant cache each run, the photo already made.
  const miss: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const dir = join(root, `run-${i}`)
    await cp(join(root, 'seed', 'photos'), join(dir, 'photos'), { recursive: true })
    const app = appOn(new StoreImages({ dir }))
    await app.request('http://localhost/images/logo.svg') // loads the route, not the variant
    miss.push(await timed(async () => (await app.request(`http://localhost${PATH}${QUERY}`)).arrayBuffer()))
  }

  const hit: number[] = []
  await (await first.request(`http://localhost${PATH}${QUERY}`)).arrayBuffer()
  for (let i = 0; i < RUNS; i++)
    hit.push(await timed(async () => (await first.request(`http://localhost${PATH}${QUERY}`)).arrayBuffer()))

  const commit = execSync('git rev-parse --short HEAD').toString().trim()
  console.log(`Image resize bench, ${new Date().toISOString().slice(0, 10)}, commit ${commit}`)
  console.log(`Machine: ${cpus().length} CPUs, load average (1 min) ${loadavg()[0]?.toFixed(1)}; medians of ${RUNS}`)
  console.log(`| what | median | target |\n|---|---:|---|`)
  console.log(
    `| the first photo made from the art (with the grain layer made once a process; 1200 px JPEG, ${Math.round(photo.length / 1024)} KB) | ${ms(madeMs)} | |`,
  )
  console.log(`| 1200 px JPEG → 320 px AVIF, sharp alone | ${ms(median(sharpOnly))} | ≤ 150 ms |`)
  console.log(`| 320 px AVIF, first request through the API (${PATH}${QUERY}) | ${ms(median(miss))} | ≤ 150 ms |`)
  console.log(`| 320 px AVIF answered from the variant cache | ${ms(median(hit))} | ≤ 5 ms |`)
  console.log(`| 1200 px JPEG → 1080 px AVIF, sharp alone (median of 5) | ${ms(median(wide))} | |`)
} finally {
  await db.close()
  await rm(root, { recursive: true, force: true })
}
