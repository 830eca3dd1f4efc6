/** What the server stores as images; the same 5 MB cap as the server's. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The first bytes of each accepted format (the server checks the same magic bytes, never the name or type). */
const SIGNATURES: { offset: number; bytes: number[] }[] = [
  { offset: 0, bytes: [0xff, 0xd8, 0xff] }, // JPEG
  { offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }, // PNG
  { offset: 0, bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { offset: 8, bytes: [0x57, 0x45, 0x42, 0x50] }, // RIFF....WEBP
  { offset: 4, bytes: [0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66] }, // ftypavif
];

async function hasImageSignature(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return SIGNATURES.some(({ offset, bytes }) => bytes.every((byte, index) => head[offset + index] === byte));
}

/**
 * Why a picked file cannot be an image upload, naming it, or undefined when it can. Reads the file's first bytes:
 * an HTML page renamed to logo.png has an image name and type but is refused here, before it is ever previewed.
 */
export async function imageFileProblem(file: File): Promise<string | undefined> {
  if (file.size > MAX_IMAGE_BYTES) return `"${file.name}" is larger than 5 MB`;
  if (!(await hasImageSignature(file))) return `"${file.name}" is not an image file (JPG, PNG, WebP or GIF)`;
  return undefined;
}

/** The first problem among several picked files. */
export async function imageFilesProblem(files: File[]): Promise<string | undefined> {
  for (const file of files) {
    const problem = await imageFileProblem(file);
    if (problem) return problem;
  }
  return undefined;
}
