/** Panel images, stored byte-identical and named `<sha256>.<ext>`. */
export interface MediaStore {
  /** Stores the bytes durably under the name; storing the same name again is a no-op. */
  put(name: string, bytes: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  delete(name: string): Promise<void>;
  /** The names of media stored before `before` (epoch ms), used or not. */
  storedBefore(before: number): Promise<string[]>;
  /**
   * Removes what writes begun before `before` and never finished left behind (a crash in the
   * middle of one); returns how many such leftovers went.
   */
  removeUnfinished(before: number): Promise<number>;
}
