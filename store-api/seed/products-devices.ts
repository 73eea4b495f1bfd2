import { attr, featured, product } from './define'

const PHONES = ['iPhone 15', 'iPhone 14', 'Samsung Galaxy S24', 'OnePlus 12', 'Pixel 8']

/** Phone chargers, power banks, cases and stands. */
export const mobileProducts = [
  product({
    id: 'p-20w-usb-c-charger',
    title: '20W USB-C PD Fast Charger',
    description:
      'Compact wall charger with Power Delivery. Charges an iPhone to 50% in about 30 minutes. BIS certified.',
    parentCategory: 'Chargers',
    price: [999, 699],
    attributes: [
      attr('brand', 'Voltedge'),
      attr('warranty', '1 Year'),
      attr('output', '20', 'W'),
      attr('compatible_devices', PHONES),
      attr('colour', 'White'),
    ],
  }),
  product({
    id: 'p-65w-gan-charger',
    title: '65W GaN 3-Port Charger',
    description:
      'Two USB-C and one USB-A port in a charger the size of a matchbox. Powers a laptop, phone and earbuds at once.',
    parentCategory: 'Chargers',
    price: [2999, 2299],
    attributes: [
      attr('brand', 'Voltedge'),
      attr('warranty', '18 Months'),
      attr('output', '65', 'W'),
      attr('compatible_devices', ['MacBook Air', 'Dell XPS', ...PHONES]),
      attr('colour', ['Black', 'White']),
      featured(),
    ],
  }),
  product({
    id: 'p-power-bank-10000',
    title: '10000 mAh Slim Power Bank',
    description: 'Pocket-sized power bank with 22.5W fast charging and a USB-C input/output. Airline safe.',
    parentCategory: 'Power Banks',
    price: [1499, 1099],
    attributes: [
      attr('brand', 'Voltedge'),
      attr('warranty', '6 Months'),
      attr('capacity', '10000', 'mAh'),
      attr('colour', ['Black', 'Blue', 'Mint']),
    ],
  }),
  product({
    id: 'p-power-bank-20000',
    title: '20000 mAh Power Bank with Laptop Charging',
    description:
      'High-capacity bank with 45W USB-C PD that also tops up a laptop. Shows remaining charge on a small display.',
    parentCategory: 'Power Banks',
    price: [2499, 1899],
    attributes: [
      attr('brand', 'Voltedge'),
      attr('warranty', '1 Year'),
      attr('capacity', '20000', 'mAh'),
      attr('output', '45', 'W'),
    ],
  }),
  product({
    id: 'p-shockproof-case-iphone-15',
    title: 'Shockproof Clear Case for iPhone 15',
    description: 'Military-grade drop protection with raised edges around the camera. Stays clear without yellowing.',
    parentCategory: 'Cases & Covers',
    price: [799, 499],
    attributes: [
      attr('brand', 'Armorly'),
      attr('compatible_devices', 'iPhone 15'),
      attr('colour', ['Clear', 'Smoke Black']),
    ],
  }),
  product({
    id: 'p-tempered-glass-pack',
    title: 'Tempered Glass Screen Guard, Pack of 2',
    description: '9H hardness, edge-to-edge glass with an installation frame for bubble-free fitting.',
    parentCategory: 'Screen Guards',
    price: [399, 299],
    attributes: [attr('brand', 'Armorly'), attr('compatible_devices', ['Samsung Galaxy S24', 'OnePlus 12'])],
  }),
  product({
    id: 'p-magnetic-car-mount',
    title: 'Magnetic Car Phone Mount for AC Vents',
    description: 'Strong N52 magnets hold the phone steady on bumpy roads. One-hand placement and 360° rotation.',
    parentCategory: 'Holders & Stands',
    price: 899,
    attributes: [attr('brand', 'Armorly'), attr('warranty', '6 Months'), attr('compatible_devices', PHONES)],
  }),
  product({
    id: 'p-aluminium-phone-stand',
    title: 'Aluminium Desktop Phone Stand',
    description: 'Adjustable-angle stand for video calls and recipes. Anti-slip pads protect the phone and the desk.',
    parentCategory: 'Holders & Stands',
    price: [599, 449],
    attributes: [attr('brand', 'Deskora'), attr('colour', ['Silver', 'Space Grey'])],
  }),
  product({
    id: 'p-wireless-charger-15w',
    title: '15W Qi Wireless Charging Pad',
    description: 'Place and charge. Works through cases up to 5 mm thick; the soft LED dims at night.',
    parentCategory: 'Chargers',
    price: [1499, 1199],
    attributes: [
      attr('brand', 'Voltedge'),
      attr('warranty', '1 Year'),
      attr('output', '15', 'W'),
      attr('compatible_devices', PHONES),
    ],
  }),
  product({
    id: 'p-selfie-stick-tripod',
    title: 'Selfie Stick Tripod with Bluetooth Remote',
    description:
      'Extends to 1 m, folds into a tripod for group photos and vlogs. Detachable remote works up to 10 m away.',
    parentCategory: 'Holders & Stands',
    price: [1299, 899],
    attributes: [
      attr('brand', 'Deskora'),
      attr('warranty', '6 Months'),
      attr('length', '1', 'm'),
      attr('colour', 'Black'),
    ],
  }),
  product({
    id: 'p-phone-grip',
    title: 'Collapsible Phone Grip and Stand',
    description: 'Adhesive grip that doubles as a stand for watching videos. Repositionable.',
    parentCategory: 'Holders & Stands',
    price: 199,
    attributes: [attr('brand', 'Armorly'), attr('colour', ['Black', 'Lavender', 'Sky Blue'])],
  }),
]

/** Bags, stands, input devices, hubs and cooling pads. */
export const laptopProducts = [
  product({
    id: 'p-laptop-backpack-15',
    title: 'Water-Resistant Laptop Backpack, 15.6 inch',
    description:
      'Padded laptop compartment, anti-theft back pocket and a USB charging port. 30 litres for daily commutes.',
    parentCategory: 'Bags & Sleeves',
    price: [2499, 1799],
    attributes: [
      attr('brand', 'Trekwise'),
      attr('warranty', '1 Year'),
      attr('compatible_devices', ['Laptops up to 15.6 inch']),
      attr('colour', ['Black', 'Navy', 'Grey']),
    ],
  }),
  product({
    id: 'p-laptop-sleeve-14',
    title: 'Neoprene Laptop Sleeve, 14 inch',
    description: 'Slim, shock-absorbing sleeve with a front pocket for the charger.',
    parentCategory: 'Bags & Sleeves',
    price: [999, 749],
    attributes: [attr('brand', 'Trekwise'), attr('colour', ['Charcoal', 'Teal'])],
  }),
  product({
    id: 'p-aluminium-laptop-stand',
    title: 'Adjustable Aluminium Laptop Stand',
    description: 'Raises the screen to eye level in six steps to ease neck strain. Folds flat to carry.',
    parentCategory: 'Stands',
    price: [1999, 1499],
    attributes: [attr('brand', 'Deskora'), attr('warranty', '1 Year'), attr('colour', 'Silver')],
  }),
  product({
    id: 'p-silent-wireless-mouse',
    title: 'Silent Wireless Mouse',
    description: 'Quiet clicks, 2.4 GHz nano receiver and up to 18 months on one AA battery.',
    parentCategory: 'Keyboards & Mice',
    price: [799, 599],
    attributes: [attr('brand', 'Keyra'), attr('warranty', '1 Year'), attr('colour', ['Black', 'Rose', 'White'])],
  }),
  product({
    id: 'p-vertical-ergonomic-mouse',
    title: 'Vertical Ergonomic Mouse',
    description:
      'A handshake grip that reduces wrist pronation for long working days. Rechargeable, Bluetooth and USB.',
    parentCategory: 'Keyboards & Mice',
    price: 1499,
    attributes: [attr('brand', 'Keyra'), attr('warranty', '1 Year'), attr('colour', 'Graphite')],
  }),
  product({
    id: 'p-keyboard-mouse-combo',
    title: 'Wireless Keyboard and Mouse Combo with Hindi Keys',
    description:
      'Full-size spill-resistant keyboard with Hindi and English legends plus a matching mouse on one receiver.',
    parentCategory: 'Keyboards & Mice',
    price: [1999, 1599],
    attributes: [attr('brand', 'Keyra'), attr('warranty', '1 Year'), attr('colour', 'Black')],
  }),
  product({
    id: 'p-usb-c-hub-7in1',
    title: 'USB-C Hub 7-in-1 with 4K HDMI',
    description:
      '4K HDMI, 100W pass-through charging, SD and microSD readers and three USB-A ports in a slim aluminium body.',
    parentCategory: 'Hubs & Docks',
    price: [2999, 2299],
    attributes: [
      attr('brand', 'PixelPort'),
      attr('warranty', '18 Months'),
      attr('compatible_devices', ['MacBook Air', 'MacBook Pro', 'iPad Pro', 'Windows laptops']),
      attr('colour', 'Space Grey'),
      featured(),
    ],
  }),
  product({
    id: 'p-dual-4k-dock',
    title: 'Dual 4K Docking Station',
    description: 'Drive two 4K monitors, wired Ethernet and five USB devices from a single cable.',
    parentCategory: 'Hubs & Docks',
    price: [8999, 7999],
    attributes: [
      attr('brand', 'PixelPort'),
      attr('warranty', '2 Years'),
      attr('compatible_devices', ['Windows laptops', 'MacBook Pro']),
    ],
  }),
  product({
    id: 'p-laptop-cooling-pad',
    title: 'Laptop Cooling Pad with 5 Fans',
    description: 'Five quiet fans with RGB lighting and six height settings keep gaming laptops cool.',
    parentCategory: 'Cooling Pads',
    price: [1599, 1199],
    attributes: [
      attr('brand', 'Keyra'),
      attr('warranty', '1 Year'),
      attr('compatible_devices', ['Laptops up to 17 inch']),
    ],
  }),
  product({
    id: 'p-1080p-webcam',
    title: 'Full HD 1080p Webcam with Dual Mics',
    description: 'Clear video calls with auto light correction, a privacy shutter and noise-reducing microphones.',
    parentCategory: 'Keyboards & Mice',
    price: [2499, 1999],
    attributes: [attr('brand', 'Keyra'), attr('warranty', '1 Year'), attr('resolution', '1080p')],
  }),
  product({
    id: 'p-privacy-filter-14',
    title: 'Laptop Privacy Screen Filter, 14 inch',
    description: 'Blacks out the screen from side angles on trains and in cafés. Also cuts blue light.',
    parentCategory: 'Stands',
    price: 1899,
    attributes: [attr('brand', 'Armorly'), attr('compatible_devices', ['14 inch laptops'])],
  }),
]
