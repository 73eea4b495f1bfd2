import { InfoBlock, WhyChooseUs } from '@/features/marketing/info-sections'
import { Newsletter } from '@/features/marketing/newsletter'

// Home's sections below the fold on every screen: a chunk of their own, loaded just after the first page.

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
