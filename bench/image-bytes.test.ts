import { describe, expect, it } from 'vitest'
import { asSentUrl, imageBytesTable, type ImageBytesRow } from './image-bytes'

const row = (over: Partial<ImageBytesRow>): ImageBytesRow => ({
  page: 'Listing',
  mode: 'static',
  saver: false,
  imageBytes: 0,
  asSentBytes: 0,
  totalBytes: 0,
  images: 12,
  widths: [],
  ...over,
})

describe('image bytes', () => {
  it('strips only the images extension parameters from a URL', () => {
    expect(asSentUrl('https://s.example/i/p-1.jpg?v=3&w=320&fm=avif')).toBe('https://s.example/i/p-1.jpg?v=3')
  })

  it('tabulates each page and mode, and checks the listing against the photos as sent', () => {
    const { table, checks } = imageBytesTable([
      row({ asSentBytes: 2_000_000, imageBytes: 400_000, totalBytes: 700_000 }),
      row({ saver: true, asSentBytes: 2_000_000, imageBytes: 150_000, totalBytes: 280_000 }),
      row({ page: 'Home', asSentBytes: 100, imageBytes: 50 }),
      row({ page: 'Home', saver: true, asSentBytes: 100, imageBytes: 10 }),
    ])
    expect(table).toContain('| Listing, static | 1953.1 KB | 390.6 KB | 20 % | 146.5 KB | 8 % | 273.4 KB |')
    expect(table).toContain('| Home, static |')
    expect(checks).toEqual([
      '✓ Listing, static: images 20 % of the photos as sent (≤ 25 %)',
      '✓ Listing, static, Data saver: images 8 % of the photos as sent (≤ 10 %)',
      '✓ Listing, static, Data saver: 273.4 KB in all (≤ 300.0 KB)',
    ])
  })

  it('fails a listing that downloads the photos at full size', () => {
    const { checks } = imageBytesTable([
      row({ asSentBytes: 1000, imageBytes: 1000, totalBytes: 5000 }),
      row({ saver: true, asSentBytes: 1000, imageBytes: 1000, totalBytes: 400 * 1024 }),
    ])
    expect(checks.every((c) => c.startsWith('✗'))).toBe(true)
  })
})
