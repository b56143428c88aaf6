import { ConfigError, loadConfig } from './config';
import { createStore } from './store/create-store';

/** `npm run admin -- grant|revoke EMAIL`: sets or clears an account's admin flag in the store. */
async function main(argv: string[]): Promise<number> {
  const [action, email] = argv;
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    console.error('Usage: npm run admin -- grant|revoke EMAIL');
    return 2;
  }
  const config = loadConfig();
  const store = await createStore(config);
  try {
    const user = await store.users.findByEmail(email.trim().toLowerCase());
    if (!user) {
      console.error(`No account with the e-mail ${email}`);
      return 1;
    }
    await store.users.update(user.id, { isAdmin: action === 'grant' });
    console.log(`${user.email} is ${action === 'grant' ? 'now an admin' : 'no longer an admin'}`);
    return 0;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      err instanceof ConfigError
        ? err.message
        : `admin: ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exit(1);
  },
);
