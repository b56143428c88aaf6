// npm test runs the store contract against SQLite; the MongoDB run needs a server, so it is its own
// command. Say so plainly instead of counting a suite that did not run.
if (!process.env.MONGODB_URI) {
  console.log(
    'MongoDB contract suite: not run (no MONGODB_URI). Run it with: MONGODB_URI=mongodb://HOST/db npm run test:mongo',
  );
} else {
  console.log('MONGODB_URI is set: run the MongoDB contract suite with npm run test:mongo');
}
