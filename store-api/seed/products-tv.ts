import { attr, featured, product } from './define'

/** 'TV & Video Accessories', the store's lead category, split into five sub-categories. */
export const TV_CATEGORY = 'TV & Video Accessories'

const TV_SIZES = ['32 inch', '43 inch', '50 inch', '55 inch']

export const tvProducts = [
  // TV Mounts
  product({
    id: 'p-tilt-wall-mount-32-55',
    title: 'Tilting TV Wall Mount for 32–55 inch TVs',
    description:
      'Heavy-gauge steel bracket with 15° tilt to cut glare, a 2.5 cm low profile and a built-in spirit level. Holds up to 40 kg; all screws and wall plugs included.',
    parentCategory: 'TV Mounts',
    price: [1499, 1199],
    attributes: [
      attr('brand', 'Kinetix'),
      attr('warranty', '2 Years'),
      attr('compatible_devices', TV_SIZES),
      attr('max_load', '40', 'kg'),
      attr('colour', 'Black'),
      featured(),
    ],
  }),
  product({
    id: 'p-full-motion-mount-43-75',
    title: 'Full-Motion Articulating TV Mount for 43–75 inch TVs',
    description:
      'Dual-arm mount that swivels 90°, tilts and extends 48 cm from the wall, so the screen faces every seat in the room. VESA 200×200 to 600×400.',
    parentCategory: 'TV Mounts',
    price: [3999, 3299],
    attributes: [
      attr('brand', 'Kinetix'),
      attr('warranty', '3 Years'),
      attr('compatible_devices', ['43 inch', '50 inch', '55 inch', '65 inch', '75 inch']),
      attr('max_load', '45', 'kg'),
      attr('colour', 'Black'),
    ],
  }),
  product({
    id: 'p-fixed-slim-mount-24-43',
    title: 'Fixed Slim TV Wall Mount for 24–43 inch TVs',
    description:
      'Ultra-slim fixed bracket that keeps smaller TVs just 2 cm from the wall. Ideal for bedrooms and kitchens.',
    parentCategory: 'TV Mounts',
    price: 799,
    attributes: [
      attr('brand', 'Vistara Home'),
      attr('warranty', '1 Year'),
      attr('compatible_devices', ['24 inch', '32 inch', '43 inch']),
      attr('max_load', '25', 'kg'),
      attr('colour', 'Black'),
    ],
  }),
  product({
    id: 'p-ceiling-tv-mount',
    title: 'Ceiling TV Mount with Height Adjustment',
    description:
      'Telescopic pole mount for showrooms, hospitals and bedrooms. Adjustable drop from 60 to 100 cm with 360° rotation.',
    parentCategory: 'TV Mounts',
    price: 4499,
    attributes: [
      attr('brand', 'Kinetix'),
      attr('warranty', '2 Years'),
      attr('compatible_devices', ['32 inch', '43 inch', '50 inch', '55 inch']),
      attr('colour', ['Black', 'Silver']),
    ],
  }),
  product({
    id: 'p-tv-floor-stand',
    title: 'Mobile TV Floor Stand with Shelf',
    description:
      'Rolling stand with lockable castors, a tempered-glass shelf for a set-top box and cable management down the pole. For 32–70 inch TVs.',
    parentCategory: 'TV Mounts',
    price: [8999, 7499],
    attributes: [
      attr('brand', 'Vistara Home'),
      attr('warranty', '1 Year'),
      attr('compatible_devices', ['32 inch', '43 inch', '55 inch', '65 inch']),
      attr('height', '1.6', 'm'),
      attr('colour', 'Black'),
    ],
  }),
  product({
    id: 'p-tabletop-tv-stand',
    title: 'Universal Tabletop TV Stand',
    description:
      'Replaces lost or broken TV feet. Height-adjustable pedestal with a tempered-glass base for 32–65 inch TVs.',
    parentCategory: 'TV Mounts',
    price: [1899, 1499],
    attributes: [attr('brand', 'Vistara Home'), attr('warranty', '1 Year'), attr('compatible_devices', TV_SIZES)],
  }),

  // HDMI Cables
  product({
    id: 'p-hdmi-cable-2m',
    title: 'Ultra High Speed HDMI 2.1 Cable, 2 m',
    description:
      'Certified 48 Gbps cable for 8K at 60 Hz and 4K at 120 Hz with eARC, Dolby Vision and VRR. Braided jacket and gold-plated connectors.',
    parentCategory: 'HDMI Cables',
    price: [899, 649],
    attributes: [
      attr('brand', 'Wiremate'),
      attr('warranty', '2 Years'),
      attr('length', '2', 'm'),
      attr('compatible_devices', ['PlayStation 5', 'Xbox Series X', 'Smart TVs', 'AV receivers']),
      attr('colour', 'Black'),
      featured(),
    ],
  }),
  product({
    id: 'p-hdmi-cable-1-5m-4k',
    title: 'High Speed HDMI 2.0 Cable 4K, 1.5 m',
    description:
      'Everyday 18 Gbps HDMI cable for set-top boxes, streaming sticks and laptops. Supports 4K at 60 Hz and ARC.',
    parentCategory: 'HDMI Cables',
    price: 499,
    attributes: [
      attr('brand', 'Wiremate'),
      attr('warranty', '1 Year'),
      attr('length', '1.5', 'm'),
      attr('compatible_devices', ['Set-top boxes', 'Laptops', 'Streaming sticks']),
      attr('colour', ['Black', 'Grey']),
    ],
  }),
  product({
    id: 'p-hdmi-cable-5m',
    title: 'High Speed HDMI Cable with Ethernet, 5 m',
    description: 'Longer run for projectors and wall-mounted TVs. Triple-shielded to keep the picture clean at 4K.',
    parentCategory: 'HDMI Cables',
    price: [1199, 999],
    attributes: [
      attr('brand', 'PixelPort'),
      attr('warranty', '1 Year'),
      attr('length', '5', 'm'),
      attr('colour', 'Black'),
    ],
  }),
  product({
    id: 'p-fibre-hdmi-10m',
    title: 'Fibre Optic HDMI 2.1 Cable, 10 m',
    description:
      'Active optical cable that carries full 8K signal over long distances without a booster. Thin and flexible for in-wall runs.',
    parentCategory: 'HDMI Cables',
    price: [3499, 2999],
    attributes: [
      attr('brand', 'PixelPort'),
      attr('warranty', '3 Years'),
      attr('length', '10', 'm'),
      attr('compatible_devices', ['Projectors', 'Smart TVs', 'Gaming consoles']),
    ],
  }),
  product({
    id: 'p-micro-hdmi-cable-1m',
    title: 'Micro HDMI to HDMI Cable, 1 m',
    description: 'Connect action cameras, Raspberry Pi 4 and tablets to a TV or monitor.',
    parentCategory: 'HDMI Cables',
    price: 399,
    attributes: [
      attr('brand', 'Wiremate'),
      attr('warranty', '6 Months'),
      attr('length', '1', 'm'),
      attr('compatible_devices', ['Raspberry Pi 4', 'GoPro', 'Tablets']),
    ],
  }),
  product({
    id: 'p-hdmi-switch-3in1',
    title: '4K HDMI Switch, 3 In 1 Out, with Remote',
    description:
      'Plug three sources into one TV port and switch with a button or the included IR remote. Auto-switches to the active input.',
    parentCategory: 'HDMI Cables',
    price: [1299, 999],
    attributes: [attr('brand', 'PixelPort'), attr('warranty', '1 Year'), attr('colour', 'Black')],
  }),
  product({
    id: 'p-hdmi-right-angle-adapter',
    title: 'HDMI 90° Right-Angle Adapter, Pack of 2',
    description: 'Lets a wall-mounted TV sit flush by turning the cable along the back panel.',
    parentCategory: 'HDMI Cables',
    price: 299,
    attributes: [attr('brand', 'Wiremate'), attr('warranty', '6 Months')],
  }),

  // TV Remote Controls
  product({
    id: 'p-universal-tv-remote',
    title: 'Universal TV Remote for LED and LCD TVs',
    description:
      'Pre-programmed for over 1,000 TV brands sold in India. Set up in under a minute with the brand code list.',
    parentCategory: 'TV Remote Controls',
    price: [699, 549],
    attributes: [
      attr('brand', 'Zentro'),
      attr('warranty', '6 Months'),
      attr('compatible_devices', ['Samsung', 'LG', 'Sony', 'Mi', 'OnePlus', 'TCL']),
    ],
  }),
  product({
    id: 'p-voice-remote-android-tv',
    title: 'Bluetooth Voice Remote for Android TV',
    description:
      'Replacement remote with Google Assistant voice button and shortcut keys for Netflix, Prime Video and YouTube. Pairs over Bluetooth.',
    parentCategory: 'TV Remote Controls',
    price: [1199, 899],
    attributes: [
      attr('brand', 'Zentro'),
      attr('warranty', '1 Year'),
      attr('compatible_devices', ['Android TV 9+', 'Google TV']),
      attr('colour', 'Black'),
      featured(),
    ],
  }),
  product({
    id: 'p-air-mouse-remote',
    title: 'Air Mouse Remote with Backlit Keyboard',
    description:
      'Gyroscope pointer, QWERTY keyboard on the back and a USB receiver. Makes browsing on a smart TV or TV box painless.',
    parentCategory: 'TV Remote Controls',
    price: [1499, 1199],
    attributes: [
      attr('brand', 'Zentro'),
      attr('warranty', '1 Year'),
      attr('compatible_devices', ['Android TV boxes', 'PCs', 'Smart TVs']),
    ],
  }),
  product({
    id: 'p-remote-silicone-cover',
    title: 'Silicone Remote Cover, Pack of 2',
    description: 'Washable, shock-absorbing sleeve that keeps remotes safe from spills and drops.',
    parentCategory: 'TV Remote Controls',
    price: 249,
    attributes: [attr('brand', 'Vistara Home'), attr('colour', ['Blue', 'Grey', 'Black'])],
  }),
  product({
    id: 'p-learning-remote',
    title: 'Learning Remote for TV, Set-top Box and AC',
    description: 'Copies up to 4 devices from their original remotes. Replace the pile on the coffee table with one.',
    parentCategory: 'TV Remote Controls',
    price: 899,
    attributes: [attr('brand', 'Zentro'), attr('warranty', '6 Months')],
  }),

  // Streaming Devices
  product({
    id: 'p-4k-streaming-stick',
    title: '4K Ultra HD Streaming Stick with Voice Remote',
    description:
      'Stream in 4K HDR with Dolby Atmos from every major Indian and global app. Wi-Fi 6 and an Alexa voice remote with TV controls.',
    parentCategory: 'Streaming Devices',
    price: [4999, 3999],
    attributes: [
      attr('brand', 'Streamly'),
      attr('warranty', '1 Year'),
      attr('resolution', '4K HDR'),
      attr('support_phone', '+91 1800 123 4567'),
      attr('colour', 'Black'),
      featured(),
    ],
  }),
  product({
    id: 'p-hd-streaming-stick',
    title: 'HD Streaming Stick Lite',
    description: 'Turns any HDMI TV into a smart TV. Full HD streaming with a simple remote.',
    parentCategory: 'Streaming Devices',
    price: [2999, 2499],
    attributes: [attr('brand', 'Streamly'), attr('warranty', '1 Year'), attr('resolution', '1080p')],
  }),
  product({
    id: 'p-android-tv-box-4k',
    title: '4K Android TV Box, 4 GB RAM',
    description: 'Quad-core box with 32 GB storage, Ethernet and dual-band Wi-Fi. Runs Android TV with the Play Store.',
    parentCategory: 'Streaming Devices',
    price: [6999, 5999],
    attributes: [
      attr('brand', 'Zentro'),
      attr('warranty', '1 Year'),
      attr('storage', '32', 'GB'),
      attr('resolution', '4K HDR'),
    ],
  }),
  product({
    id: 'p-wireless-display-dongle',
    title: 'Wireless Display Dongle for Phones and Laptops',
    description: 'Mirror a phone or laptop screen to a TV over Wi-Fi. Works with Miracast and AirPlay-style casting.',
    parentCategory: 'Streaming Devices',
    price: [1999, 1499],
    attributes: [
      attr('brand', 'PixelPort'),
      attr('warranty', '6 Months'),
      attr('compatible_devices', ['Android', 'iOS', 'Windows', 'macOS']),
    ],
  }),
  product({
    id: 'p-streaming-player-pro',
    title: 'Streaming Media Player Pro with Ethernet',
    description:
      'Fastest player in the range with Dolby Vision, Ethernet for buffer-free 4K and a hands-free voice mic.',
    parentCategory: 'Streaming Devices',
    price: 8999,
    attributes: [attr('brand', 'Streamly'), attr('warranty', '2 Years'), attr('resolution', '4K Dolby Vision')],
  }),

  // Entertainment Units
  product({
    id: 'p-tv-unit-140cm',
    title: 'Engineered Wood TV Unit, 140 cm',
    description:
      'Low-slung unit with two drop-down cabinets and open shelves for a set-top box and soundbar. Holds TVs up to 55 inches.',
    parentCategory: 'Entertainment Units',
    price: [12999, 9999],
    attributes: [
      attr('brand', 'Vistara Home'),
      attr('warranty', '1 Year'),
      attr('width', '1.4', 'm'),
      attr('colour', ['Walnut', 'Wenge']),
      attr('material', 'Engineered Wood'),
      featured(),
    ],
  }),
  product({
    id: 'p-floating-tv-unit',
    title: 'Wall-Mounted Floating TV Unit',
    description: 'Space-saving floating console with a cable cut-out and a push-to-open drawer.',
    parentCategory: 'Entertainment Units',
    price: 7999,
    attributes: [
      attr('brand', 'Vistara Home'),
      attr('warranty', '1 Year'),
      attr('width', '1.2', 'm'),
      attr('colour', 'White'),
    ],
  }),
  product({
    id: 'p-sheesham-tv-cabinet',
    title: 'Solid Sheesham Wood TV Cabinet',
    description: 'Hand-finished Indian rosewood cabinet from Jodhpur with brass handles and four storage bays.',
    parentCategory: 'Entertainment Units',
    price: [24999, 21999],
    attributes: [
      attr('brand', 'Jodhpur Crafts'),
      attr('warranty', '1 Year'),
      attr('width', '1.5', 'm'),
      attr('material', 'Sheesham Wood'),
      attr('colour', 'Honey Finish'),
    ],
  }),
  product({
    id: 'p-corner-tv-stand',
    title: 'Corner TV Stand with Glass Shelves',
    description: 'Triangular stand that turns an empty corner into a home-theatre spot. Fits TVs up to 43 inches.',
    parentCategory: 'Entertainment Units',
    price: 5499,
    attributes: [attr('brand', 'Vistara Home'), attr('warranty', '1 Year'), attr('colour', 'Black')],
  }),
  product({
    id: 'p-led-tv-unit',
    title: 'TV Unit with Ambient LED Lighting',
    description:
      'Contemporary gloss unit with colour-changing LED strips and a remote. Two drawers and a centre shelf.',
    parentCategory: 'Entertainment Units',
    price: [15999, 13499],
    attributes: [
      attr('brand', 'Vistara Home'),
      attr('warranty', '1 Year'),
      attr('width', '1.8', 'm'),
      attr('colour', ['White', 'Grey']),
    ],
  }),
]
