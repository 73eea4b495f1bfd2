/** At most `limit` jobs at a time; the rest wait in order. `peak` is the most that ever ran at once. */
export class Limiter {
  private running = 0
  private readonly waiting: (() => void)[] = []
  peak = 0

  constructor(readonly limit: number) {}

  /** Runs `job` once a slot is free and gives its result (or its error). */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.running++
    this.peak = Math.max(this.peak, this.running)
    try {
      return await job()
    } finally {
      const next = this.waiting.shift()
      // The slot passes straight to the next job, so `running` stays the same.
      if (next) next()
      else this.running--
    }
  }
}
