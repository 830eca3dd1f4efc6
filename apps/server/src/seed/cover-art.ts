import type { Category } from '@proclub/contracts/services';
import sharp from 'sharp';

/**
 * Service cover artwork drawn here as SVG (shapes only: no fonts, nothing downloaded) and rendered to PNG with
 * sharp at seed time. The PNG is then uploaded like any seller's photo, so the app re-encodes and stores it.
 */
const PALETTE: Record<Category, [string, string, string]> = {
  web_development: ['#4f46e5', '#818cf8', '#eef2ff'],
  mobile_development: ['#0891b2', '#67e8f9', '#ecfeff'],
  design: ['#db2777', '#f9a8d4', '#fdf2f8'],
  marketing: ['#ea580c', '#fdba74', '#fff7ed'],
  seo: ['#16a34a', '#86efac', '#f0fdf4'],
  content_writing: ['#7c3aed', '#c4b5fd', '#f5f3ff'],
  video_production: ['#dc2626', '#fca5a5', '#fef2f2'],
  consulting: ['#0f766e', '#5eead4', '#f0fdfa'],
  other: ['#475569', '#cbd5e1', '#f8fafc'],
};

const W = 1200;
const H = 750;

function motif(category: Category, [deep, soft, paper]: [string, string, string]): string {
  switch (category) {
    case 'web_development':
      return `<rect x="300" y="170" width="600" height="410" rx="24" fill="${paper}"/>
        <rect x="300" y="170" width="600" height="64" rx="24" fill="${soft}"/>
        ${[0, 1, 2].map((i) => `<circle cx="${340 + i * 34}" cy="202" r="11" fill="${deep}"/>`).join('')}
        <rect x="340" y="270" width="330" height="34" rx="10" fill="${deep}"/>
        <rect x="340" y="324" width="250" height="18" rx="9" fill="${soft}"/>
        <rect x="340" y="356" width="290" height="18" rx="9" fill="${soft}"/>
        <rect x="340" y="420" width="160" height="52" rx="14" fill="${deep}"/>
        <rect x="700" y="270" width="160" height="260" rx="16" fill="${soft}"/>`;
    case 'mobile_development':
      return `<rect x="470" y="120" width="260" height="520" rx="40" fill="${paper}"/>
        <rect x="494" y="170" width="212" height="400" rx="14" fill="${soft}"/>
        <circle cx="600" cy="605" r="16" fill="${deep}"/>
        ${[0, 1, 2].map((i) => `<rect x="516" y="${196 + i * 120}" width="168" height="92" rx="12" fill="${deep}" opacity="${0.9 - i * 0.25}"/>`).join('')}`;
    case 'design':
      return `<circle cx="500" cy="380" r="190" fill="${paper}"/>
        <circle cx="720" cy="330" r="130" fill="${soft}" opacity="0.9"/>
        <rect x="560" y="420" width="220" height="150" rx="20" fill="${deep}" opacity="0.85"/>
        <path d="M380 520 L470 250 L560 520 Z" fill="${deep}" opacity="0.6"/>`;
    case 'marketing':
      return `<rect x="300" y="150" width="600" height="450" rx="24" fill="${paper}"/>
        ${[140, 220, 180, 300, 360].map((h, i) => `<rect x="${360 + i * 100}" y="${540 - h}" width="60" height="${h}" rx="10" fill="${i === 4 ? deep : soft}"/>`).join('')}
        <path d="M360 420 L490 360 L590 390 L700 290 L830 230" stroke="${deep}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    case 'seo':
      return `<circle cx="540" cy="350" r="170" fill="${paper}" stroke="${deep}" stroke-width="34"/>
        <rect x="660" y="470" width="210" height="60" rx="30" transform="rotate(45 660 470)" fill="${deep}"/>
        <path d="M470 360 L530 420 L630 290" stroke="${deep}" stroke-width="28" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'content_writing':
      return `<rect x="380" y="120" width="440" height="520" rx="20" fill="${paper}"/>
        ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="430" y="${190 + i * 58}" width="${i % 3 === 2 ? 220 : 340}" height="22" rx="11" fill="${i === 0 ? deep : soft}"/>`).join('')}`;
    case 'video_production':
      return `<rect x="280" y="170" width="640" height="410" rx="30" fill="${paper}"/>
        <circle cx="600" cy="375" r="110" fill="${deep}"/>
        <path d="M565 310 L565 440 L670 375 Z" fill="${paper}"/>
        <rect x="330" y="540" width="540" height="14" rx="7" fill="${soft}"/>
        <rect x="330" y="540" width="230" height="14" rx="7" fill="${deep}"/>`;
    case 'consulting':
      return `<rect x="300" y="170" width="380" height="230" rx="40" fill="${paper}"/>
        <path d="M360 400 L340 470 L430 400 Z" fill="${paper}"/>
        <rect x="520" y="350" width="380" height="230" rx="40" fill="${soft}"/>
        <path d="M840 580 L860 650 L770 580 Z" fill="${soft}"/>
        ${[0, 1, 2].map((i) => `<circle cx="${420 + i * 70}" cy="285" r="22" fill="${deep}"/>`).join('')}`;
    default:
      return `<rect x="400" y="200" width="400" height="350" rx="40" fill="${paper}"/><circle cx="600" cy="375" r="90" fill="${deep}"/>`;
  }
}

/** The SVG artwork of a category; `variant` shifts the background shapes so two covers of one category differ. */
export function coverSvg(category: Category, variant = 0): string {
  const colours = PALETTE[category];
  const [deep, soft] = colours;
  const shift = (variant * 137) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${soft}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="${100 + shift}" cy="${90 + (shift % 120)}" r="220" fill="#ffffff" opacity="0.08"/>
  <circle cx="${1100 - shift / 2}" cy="${680 - (shift % 90)}" r="260" fill="#000000" opacity="0.06"/>
  ${motif(category, colours)}
</svg>`;
}

/** The cover as PNG bytes, ready to upload through the service form. */
export function renderCover(category: Category, variant = 0): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(category, variant)))
    .resize(800, 500)
    .png({ compressionLevel: 6 })
    .toBuffer();
}
