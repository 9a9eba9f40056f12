// heic-decode ships no types; the part of its API we use.
declare module 'heic-decode' {
  type Pixels = { width: number; height: number; data: Uint8ClampedArray };
  type HeicImage = { width: number; height: number; decode(): Promise<Pixels> };
  type Decode = ((input: { buffer: ArrayBufferLike | Uint8Array }) => Promise<Pixels>) & {
    all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<HeicImage[]>;
  };
  const decode: Decode;
  export default decode;
}
