/** Recovery codes, shown once after they are issued; only their hashes are kept. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="mt-8 border-l-4 border-coral bg-white px-5 py-6 sm:px-8"
    >
      <h3 id="recovery-codes-title" className="font-display text-xl font-semibold">
        Save your recovery codes
      </h3>
      <p className="mt-2 max-w-prose text-ink-soft">
        If you lose your phone, each code signs you in once instead of the app’s code. They are
        shown only now: keep them somewhere safe, such as a password manager.
      </p>
      <ol className="mt-5 grid gap-x-8 gap-y-2 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
