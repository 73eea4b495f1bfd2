import type { SeedAddress, SeedOrder, SeedUser, ShippingAddress } from './types'

/** The demo shopper; sign in with these to see orders in every status. */
export const DEMO_USER: SeedUser = {
  id: 'cdb00c71-1940-4829-ab4c-38d85cff1ffa',
  email: 'demo@example.com',
  phone: '+919876543210',
  password: 'demo1234',
  firstName: 'Priya',
  lastName: 'Sharma',
  createdAt: '2026-01-05T10:15:00.000Z',
}

export const DEMO_ADDRESS: ShippingAddress = {
  fullName: 'Priya Sharma',
  address: '12, 4th Cross, HAL 2nd Stage, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  phone: '+919876543210',
}

/** The demo shopper's saved addresses: home (the default) and work. */
export function buildDemoAddresses(): SeedAddress[] {
  return [
    {
      id: 'a1f0c3b2-5d1e-4c7a-9b8e-2f6d4a1c0e01',
      userId: DEMO_USER.id,
      fullName: 'Priya Sharma',
      phone: '+919876543210',
      postalCode: '560038',
      line1: '12, 4th Cross',
      line2: 'HAL 2nd Stage, Indiranagar',
      landmark: 'Indiranagar Metro Station',
      city: 'Bengaluru',
      state: 'Karnataka',
      type: 'home',
      isDefault: true,
      createdAt: '2026-01-05T10:20:00.000Z',
    },
    {
      id: 'a1f0c3b2-5d1e-4c7a-9b8e-2f6d4a1c0e02',
      userId: DEMO_USER.id,
      fullName: 'Priya Sharma',
      phone: '+919876543210',
      postalCode: '560103',
      line1: 'Tower B, 6th Floor, Embassy Tech Village',
      line2: 'Outer Ring Road, Devarabisanahalli',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      type: 'work',
      isDefault: false,
      createdAt: '2026-01-05T10:25:00.000Z',
    },
  ]
}

/** Order ids of the demo shopper by status, for tests and the README. */
export const DEMO_ORDER_IDS = {
  pending: '0d428115-5361-4a58-9a2b-ff3540b4efe2',
  processing: '28c5f36e-298a-49fe-a1cb-7881bfbf77fc',
  shipped: 'e6dc4a11-ca38-4f25-b859-360bc781a7bd',
  delivered: '63763fe1-08e7-40ab-b291-4993f814986b',
  cancelled: 'a87969b6-f79e-4920-9d1f-626350cf41de',
} as const

/** Five orders, one in each status 0..4 (Pending … Cancelled). */
export function buildDemoOrders(): SeedOrder[] {
  const order = (o: Omit<SeedOrder, 'userId' | 'shippingAddress'>): SeedOrder => ({
    ...o,
    userId: DEMO_USER.id,
    shippingAddress: { ...DEMO_ADDRESS },
  })
  return [
    order({
      id: DEMO_ORDER_IDS.pending,
      status: 0,
      createdAt: '2026-11-18T14:05:00.000Z',
      trackingNumber: null,
      items: [
        { productId: 'p-hdmi-cable-2m', quantity: 2 },
        { productId: 'p-universal-tv-remote', quantity: 1 },
      ],
    }),
    order({
      id: DEMO_ORDER_IDS.processing,
      status: 1,
      createdAt: '2026-11-10T09:40:00.000Z',
      trackingNumber: null,
      items: [{ productId: 'p-65w-gan-charger', quantity: 1 }],
    }),
    order({
      id: DEMO_ORDER_IDS.shipped,
      status: 2,
      createdAt: '2026-11-02T18:22:00.000Z',
      trackingNumber: 'BD81245567890IN',
      items: [
        { productId: 'p-anc-tws-earbuds', quantity: 1 },
        { productId: 'p-power-bank-10000', quantity: 1 },
      ],
    }),
    order({
      id: DEMO_ORDER_IDS.delivered,
      status: 3,
      createdAt: '2026-10-12T11:10:00.000Z',
      trackingNumber: 'BD81240011223IN',
      items: [
        { productId: 'p-tilt-wall-mount-32-55', quantity: 1 },
        { productId: 'p-men-cotton-kurta', quantity: 2 },
      ],
    }),
    order({
      id: DEMO_ORDER_IDS.cancelled,
      status: 4,
      createdAt: '2026-09-20T16:45:00.000Z',
      trackingNumber: null,
      items: [{ productId: 'p-soundbar-2-1-160w', quantity: 1 }],
    }),
  ]
}
