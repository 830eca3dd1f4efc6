/** The multipart body the service endpoints read: a `data` JSON part plus the new `images` files. */
export function serviceFormData(data: unknown, images: File[]): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  for (const image of images) body.append('images', image, image.name);
  return body;
}
