import sharp from 'sharp';
import type { Db } from '../../db/client';
import { multipart } from '../../test/test-app';
import { ServicesRepository } from './services.repository';

export async function makePng(width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

export const validService = {
  title: 'Bakery website rebuild',
  description: 'A warm, fast website for neighbourhood bakeries with online pre-orders.',
  category: 'web_development',
  pricingType: 'fixed',
  priceFrom: 500,
  priceTo: 900,
  deliveryTime: '2 weeks',
  features: ['Design', '', 'Build'],
  tags: ['bakery', 'website'],
};

/** Multipart body with the `data` JSON part and image files. */
export function serviceForm(data: unknown, images: Buffer[] = [], imageType = 'image/png') {
  return multipart([
    { name: 'data', content: JSON.stringify(data) },
    ...images.map((content, index) => ({ name: 'images', filename: `photo-${index}.png`, contentType: imageType, content })),
  ]);
}

/** Recomputes a listing's rating after a test wrote its reviews directly. */
export async function refreshRating(db: Db, serviceId: string): Promise<void> {
  await new ServicesRepository(db).refreshRating(serviceId);
}
