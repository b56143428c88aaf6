/** Panel images, stored byte-identical and named `<sha256>.<ext>`. */
export interface MediaStore {
  /** Stores the bytes durably under the name; storing the same name again is a no-op. */
  put(name: string, bytes: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  delete(name: string): Promise<void>;
}
