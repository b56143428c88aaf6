/** A signup waiting for its e-mail code: where the code went, and the session's token if any. */
export interface PendingVerification {
  email: string;
  authToken: string | null;
}
