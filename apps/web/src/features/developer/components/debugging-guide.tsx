/** What to do when a test fails. */
export function DebuggingGuide() {
  return (
    <ul className="list-disc space-y-1.5 ps-5 text-sm text-slate-700">
      <li>
        <strong>Test Backend fails with no answer:</strong> the server is not running or not
        reachable. Start it with <code className="rounded bg-slate-100 px-1">npm start</code> and
        check <code className="rounded bg-slate-100 px-1">/health</code>.
      </li>
      <li>
        <strong>Status 502, 503 or 504:</strong> a proxy answered for a server that is starting or
        stopped. Wait a moment and run the tests again.
      </li>
      <li>
        <strong>Test Auth or Test Register pass with status 400:</strong> that is the expected
        answer: the server validated the request and refused it.
      </li>
      <li>
        <strong>Test Register answers 429:</strong> too many attempts from this network; wait and
        retry.
      </li>
      <li>
        <strong>Sign-in problems with correct details:</strong> the account may be pending approval
        or deactivated; the sign-in page shows the server&apos;s reason.
      </li>
    </ul>
  );
}
