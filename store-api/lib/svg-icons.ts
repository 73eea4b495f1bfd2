/**
 * Simple line icons drawn in a 200×200 box, stroked with the accent colour by the
 * caller. Picked from product and category names, so new products get a fitting icon.
 */
const ICONS: Record<string, string> = {
  tv: '<rect x="20" y="35" width="160" height="100" rx="8"/><path d="M80 160h40M100 135v25"/>',
  mount:
    '<rect x="30" y="40" width="120" height="80" rx="6"/><path d="M150 80h30M180 55v50M60 120v20M120 120v20"/><circle cx="90" cy="80" r="8"/>',
  cable:
    '<path d="M30 150c40 0 20-100 70-100s30 100 70 100"/><rect x="10" y="140" width="26" height="20" rx="3"/><rect x="164" y="140" width="26" height="20" rx="3"/>',
  remote:
    '<rect x="70" y="20" width="60" height="160" rx="22"/><circle cx="100" cy="55" r="12"/><path d="M88 95h24M88 120h24M88 145h24"/>',
  stream:
    '<rect x="55" y="110" width="90" height="40" rx="10"/><path d="M60 80a57 57 0 0 1 80 0M75 95a32 32 0 0 1 50 0"/><circle cx="100" cy="130" r="5"/>',
  cabinet:
    '<rect x="20" y="70" width="160" height="80" rx="6"/><path d="M100 70v80M85 110h5M110 110h5M35 150v20M165 150v20M60 30h80v40"/>',
  phone: '<rect x="60" y="15" width="80" height="170" rx="16"/><path d="M88 32h24M92 165h16"/>',
  battery: '<rect x="35" y="60" width="120" height="80" rx="12"/><path d="M155 85h15v30h-15M100 70l-20 35h25l-15 30"/>',
  laptop: '<rect x="40" y="40" width="120" height="85" rx="6"/><path d="M15 150h170l-12 15H27z"/>',
  keyboard:
    '<rect x="15" y="60" width="170" height="80" rx="10"/><path d="M35 85h10M60 85h10M85 85h10M110 85h10M135 85h10M160 85h5M35 110h10M60 110h80M155 110h10"/>',
  headphones:
    '<path d="M40 130v-30a60 60 0 0 1 120 0v30"/><rect x="28" y="120" width="30" height="50" rx="10"/><rect x="142" y="120" width="30" height="50" rx="10"/>',
  speaker:
    '<rect x="55" y="20" width="90" height="160" rx="14"/><circle cx="100" cy="120" r="30"/><circle cx="100" cy="60" r="13"/>',
  mic: '<rect x="75" y="20" width="50" height="90" rx="25"/><path d="M55 90a45 45 0 0 0 90 0M100 135v40M70 175h60"/>',
  garment:
    '<path d="M75 25l25 15 25-15 40 25-15 30-20-10v110H70V70L50 80 35 50z"/><path d="M100 40v45"/><circle cx="100" cy="60" r="2"/><circle cx="100" cy="75" r="2"/>',
  saree: '<path d="M60 25h80l25 150H35z"/><path d="M140 25l-60 150M62 60h76M55 110h90"/>',
  shoe: '<path d="M20 130c30 0 50-30 70-40 20 10 40 40 90 35 5 15 0 30-10 30H30c-10 0-15-10-10-25z"/><path d="M180 125c5-8 12-10 15-6"/>',
  bag: '<rect x="45" y="55" width="110" height="125" rx="20"/><path d="M75 55v-15a25 25 0 0 1 50 0v15M70 110h60v40H70z"/>',
  glasses:
    '<circle cx="60" cy="105" r="32"/><circle cx="140" cy="105" r="32"/><path d="M92 100c5-8 11-8 16 0M28 100l-15-20M172 100l15-20"/>',
  watch:
    '<rect x="65" y="60" width="70" height="80" rx="18"/><path d="M78 60l5-40h34l5 40M78 140l5 40h34l5-40M100 85v17l12 8"/>',
  plug: '<rect x="50" y="50" width="100" height="110" rx="24"/><path d="M80 50V25M120 50V25M100 95l-12 22h24l-12 22"/>',
  trimmer: '<rect x="75" y="50" width="50" height="135" rx="18"/><path d="M70 50h60l-8-30H78zM92 90h16"/>',
  box: '<path d="M30 65l70-35 70 35v85l-70 35-70-35z"/><path d="M30 65l70 35 70-35M100 100v85"/>',
}

// First match wins, so specific words come before general ones.
const RULES: [RegExp, string][] = [
  [/mount|bracket|floor stand|tabletop tv stand/, 'mount'],
  [/hdmi|cable|adapter|toslink|ethernet|switch/, 'cable'],
  [/remote/, 'remote'],
  [/stream|dongle|tv box|media player/, 'stream'],
  [/entertainment|tv unit|cabinet|corner tv/, 'cabinet'],
  [/headphone|earbud|earphone|neckband/, 'headphones'],
  [/speaker|soundbar|audio/, 'speaker'],
  [/mic/, 'mic'],
  [/power bank|charger|charging/, 'battery'],
  [/sunglass/, 'glasses'],
  [/phone|case|glass|grip|selfie|mobile/, 'phone'],
  [/laptop|sleeve|privacy|cooling|stand/, 'laptop'],
  [/mouse|keyboard|webcam|hub|dock/, 'keyboard'],
  [/saree|lehenga|women/, 'saree'],
  [/mojari|footwear|shoe/, 'shoe'],
  [/kurta|kurti|sherwani|jacket|ethnic|men|palazzo/, 'garment'],
  [/backpack|daypack|bag/, 'bag'],
  [/band|watch|fitness/, 'watch'],
  [/plug|home/, 'plug'],
  [/trimmer|grooming|personal care/, 'trimmer'],
  [/tv|video/, 'tv'],
]

/** The icon markup that best fits the given names (title, sub-category, category). */
export function pickIcon(...names: (string | null | undefined)[]): string {
  for (const name of names) {
    const text = (name ?? '').toLowerCase()
    const rule = RULES.find(([re]) => re.test(text))
    if (rule) return ICONS[rule[1]] ?? ICONS.box ?? ''
  }
  return ICONS.box ?? ''
}
