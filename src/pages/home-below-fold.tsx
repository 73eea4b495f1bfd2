import { InfoBlock, WhyChooseUs } from '@/features/marketing/info-sections'
import { Newsletter } from '@/features/marketing/newsletter'

/*
 * Home's sections under the featured products, in a chunk of their own: they are below the fold on
 * every screen, so they load just after the first page instead of with it (as the footer does).
 */

/** The info block, why-choose-us and the newsletter band, in page order. */
export function HomeMarketing() {
  return (
    <>
      <InfoBlock />
      <WhyChooseUs />
      <Newsletter />
    </>
  )
}

export { RecentlyViewedSection } from '@/widgets/recently-viewed-section'
