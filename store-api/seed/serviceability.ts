/**
 * Where the reference store delivers, by PIN code prefix (the longest listed prefix of a PIN
 * wins; a PIN under no prefix is not served). Days are whole calendar days from today in India;
 * `deliverable: false` rows are areas the couriers do not reach.
 */
export interface ServiceableArea {
  prefix: string
  deliverable: boolean
  city: string | null
  state: string | null
  estimatedDays: number | null
  cashOnDelivery: boolean
}

const served = (prefix: string, city: string, state: string, estimatedDays: number, cashOnDelivery = true) => ({
  prefix,
  deliverable: true,
  city,
  state,
  estimatedDays,
  cashOnDelivery,
})
const notServed = (prefix: string): ServiceableArea => ({
  prefix,
  deliverable: false,
  city: null,
  state: null,
  estimatedDays: null,
  cashOnDelivery: false,
})

/** The seeded areas; a fresh copy on every call. */
export function buildServiceableAreas(): ServiceableArea[] {
  return [
    served('110', 'New Delhi', 'Delhi', 2),
    served('122', 'Gurugram', 'Haryana', 2),
    served('201', 'Noida', 'Uttar Pradesh', 2),
    served('226', 'Lucknow', 'Uttar Pradesh', 4),
    served('302', 'Jaipur', 'Rajasthan', 4),
    served('380', 'Ahmedabad', 'Gujarat', 4),
    served('400', 'Mumbai', 'Maharashtra', 2),
    served('411', 'Pune', 'Maharashtra', 3),
    served('500', 'Hyderabad', 'Telangana', 3),
    served('560', 'Bengaluru', 'Karnataka', 3),
    served('600', 'Chennai', 'Tamil Nadu', 3),
    served('682', 'Kochi', 'Kerala', 5),
    served('700', 'Kolkata', 'West Bengal', 4),
    served('781', 'Guwahati', 'Assam', 6, false),
    served('190', 'Srinagar', 'Jammu and Kashmir', 8, false),
    served('744', 'Port Blair', 'Andaman and Nicobar Islands', 10, false),
    // Not reached by the store's couriers.
    notServed('845'),
    notServed('194'),
    notServed('795'),
    // One office inside a served city that is not reached (the longest prefix wins).
    notServed('560300'),
  ]
}
