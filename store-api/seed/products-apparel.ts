import { attr, featured, product } from './define'

const SIZES = ['S', 'M', 'L', 'XL', 'XXL']
const men = () => attr('gender', 'Men')
const women = () => attr('gender', 'Women')

/** Men's ethnic wear; the listing for 'men' asks for `gender=Men`. */
export const menProducts = [
  product({
    id: 'p-men-cotton-kurta',
    title: "Men's Handloom Cotton Kurta",
    description: 'Breathable handloom cotton kurta with a mandarin collar and wooden buttons. Made in Bengal.',
    parentCategory: 'Ethnic Wear',
    price: [1299, 999],
    attributes: [
      attr('brand', 'Rangrez'),
      attr('size', SIZES),
      attr('colour', ['White', 'Indigo', 'Mustard']),
      attr('material', 'Cotton'),
      men(),
      featured(),
    ],
  }),
  product({
    id: 'p-men-silk-kurta-set',
    title: "Men's Art Silk Kurta Pyjama Set",
    description:
      'Festive kurta with subtle self-weave and a matching churidar pyjama. Perfect for Diwali and weddings.',
    parentCategory: 'Ethnic Wear',
    price: [2999, 2499],
    attributes: [
      attr('brand', 'Rangrez'),
      attr('size', ['M', 'L', 'XL']),
      attr('colour', ['Maroon', 'Bottle Green']),
      attr('material', 'Art Silk'),
      men(),
    ],
  }),
  product({
    id: 'p-men-sherwani',
    title: 'Embroidered Wedding Sherwani',
    description: 'Jacquard sherwani with zari embroidery, comes with a stole and churidar. Dry clean only.',
    parentCategory: 'Ethnic Wear',
    price: [12999, 10999],
    attributes: [
      attr('brand', 'Shahi Libas'),
      attr('size', ['38', '40', '42', '44']),
      attr('colour', 'Ivory'),
      attr('material', 'Jacquard'),
      men(),
    ],
  }),
  product({
    id: 'p-men-nehru-jacket',
    title: "Men's Nehru Jacket",
    description: 'Sleeveless linen-blend bandhgala jacket that dresses up a plain kurta or shirt.',
    parentCategory: 'Ethnic Wear',
    price: [1999, 1499],
    attributes: [attr('brand', 'Rangrez'), attr('size', SIZES), attr('colour', ['Navy Blue', 'Beige']), men()],
  }),
  product({
    id: 'p-men-leather-mojari',
    title: 'Handcrafted Leather Mojari',
    description: 'Traditional Rajasthani mojari with a cushioned insole, hand-stitched in Jaipur.',
    parentCategory: 'Footwear',
    price: 1499,
    attributes: [
      attr('brand', 'Jodhpur Crafts'),
      attr('size', ['UK 7', 'UK 8', 'UK 9', 'UK 10']),
      attr('colour', 'Tan'),
      attr('material', 'Leather'),
      men(),
    ],
  }),
]

/** Women's ethnic wear; the listing for 'women' asks for `gender=Women`. */
export const womenProducts = [
  product({
    id: 'p-women-banarasi-saree',
    title: 'Banarasi Silk Saree with Blouse Piece',
    description:
      'Woven in Varanasi with zari motifs across the pallu. 5.5 m saree plus an 0.8 m unstitched blouse piece.',
    parentCategory: 'Ethnic Wear',
    price: [6999, 5499],
    attributes: [
      attr('brand', 'Kashi Weaves'),
      attr('size', 'One Size'),
      attr('colour', ['Royal Blue', 'Magenta']),
      attr('material', 'Silk'),
      women(),
      featured(),
    ],
  }),
  product({
    id: 'p-women-anarkali-kurta',
    title: 'Cotton Anarkali Kurta',
    description: 'Flared floor-length anarkali in block-printed cotton with a round neck and three-quarter sleeves.',
    parentCategory: 'Ethnic Wear',
    price: [1799, 1399],
    attributes: [
      attr('brand', 'Rangrez'),
      attr('size', ['XS', 'S', 'M', 'L', 'XL']),
      attr('colour', ['Peach', 'Teal']),
      attr('material', 'Cotton'),
      women(),
    ],
  }),
  product({
    id: 'p-women-chikankari-kurti',
    title: 'Lucknowi Chikankari Kurti',
    description: 'Hand-embroidered chikankari on soft georgette. Straight cut, pairs with palazzos or jeans.',
    parentCategory: 'Ethnic Wear',
    price: 1499,
    attributes: [
      attr('brand', 'Awadh Threads'),
      attr('size', SIZES),
      attr('colour', 'White'),
      attr('material', 'Georgette'),
      women(),
    ],
  }),
  product({
    id: 'p-women-lehenga-choli',
    title: 'Festive Lehenga Choli Set',
    description: 'Semi-stitched lehenga with mirror work, a matching choli and a net dupatta.',
    parentCategory: 'Ethnic Wear',
    price: [8999, 7499],
    attributes: [attr('brand', 'Shahi Libas'), attr('size', ['S', 'M', 'L']), attr('colour', ['Red', 'Pink']), women()],
  }),
  product({
    id: 'p-women-palazzo-set',
    title: 'Printed Kurta and Palazzo Set',
    description: 'Rayon kurta and palazzo set with a floral print. Easy everyday wear for office and college.',
    parentCategory: 'Ethnic Wear',
    price: [2199, 1699],
    attributes: [attr('brand', 'Awadh Threads'), attr('size', ['S', 'M', 'L', 'XL']), attr('colour', 'Olive'), women()],
  }),
]

/** Items the 'Accessories' listing finds with its filter list (Accessories, Personal Care, Home, null, Unisex). */
export const accessoryProducts = [
  product({
    id: 'p-canvas-backpack-25l',
    title: 'Canvas Daypack 25 L',
    description: 'Washed canvas backpack with leather trims and a padded sleeve for a 14 inch laptop.',
    price: [1499, 1199],
    attributes: [
      attr('brand', 'Trekwise'),
      attr('colour', ['Olive', 'Khaki']),
      attr('size', 'One Size'),
      attr('gender', 'Unisex'),
    ],
  }),
  product({
    id: 'p-polarised-sunglasses',
    title: 'Polarised Wayfarer Sunglasses',
    description: 'UV400 polarised lenses that cut road glare. Comes with a hard case.',
    price: [999, 799],
    attributes: [attr('brand', 'Suncraft'), attr('colour', 'Tortoise'), attr('gender', 'Unisex')],
  }),
  product({
    id: 'p-fitness-band',
    title: 'Smart Fitness Band with SpO2',
    description: 'Tracks steps, sleep, heart rate and SpO2 with a 14-day battery. Shows WhatsApp notifications.',
    price: [2499, 1999],
    attributes: [
      attr('brand', 'Pulsefit'),
      attr('warranty', '1 Year'),
      attr('colour', ['Black', 'Blue']),
      attr('gender', 'Unisex'),
    ],
  }),
]

export const personalCareProducts = [
  product({
    id: 'p-cordless-beard-trimmer',
    title: 'Cordless Beard Trimmer',
    description: 'Self-sharpening steel blades with 20 length settings and 90 minutes of runtime.',
    parentCategory: 'Grooming',
    price: [1799, 1299],
    attributes: [attr('brand', 'Groomex'), attr('warranty', '2 Years'), attr('colour', 'Black')],
  }),
]

export const homeProducts = [
  product({
    id: 'p-smart-wifi-plug',
    title: 'Smart Wi-Fi Plug 16A',
    description:
      'Schedule a geyser or AC from the phone and track its energy use. Works with Alexa and Google Assistant.',
    parentCategory: 'Smart Home',
    price: [1199, 899],
    attributes: [attr('brand', 'Zentro'), attr('warranty', '1 Year'), attr('colour', 'White')],
  }),
]
