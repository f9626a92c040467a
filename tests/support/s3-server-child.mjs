// s3rver in a process of its own, started by s3-server.ts with --openssl-legacy-provider: it
// signs its listing continuation tokens with DES, which OpenSSL 3 keeps in the legacy provider.
import S3rver from "s3rver";

const [directory] = process.argv.slice(2);
new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory })
  .run()
  .then(({ port }) => process.stdout.write(`${JSON.stringify({ port })}\n`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
