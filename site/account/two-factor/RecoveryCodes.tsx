/** The recovery codes, shown once after turning two-factor sign-in on (or asking for new ones), with ways to keep them. */
import { useState } from 'react';

/** `level`: the heading's, below the page's own (2 on a page of its own, 3 inside a profile section). */
export function RecoveryCodes({ codes, onDone, doneLabel = 'I have kept them', level = 2 }: { codes: string[]; onDone: () => void; doneLabel?: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const [copied, setCopied] = useState<string>();
  const text = `Recovery codes for ${window.location.host}: each works once.\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied.');
    } catch {
      setCopied('Your browser did not allow copying: select the codes and copy them, or download them.');
    }
  };

  return (
    <div className="recovery-codes" role="region" aria-labelledby="recovery-title">
      <Heading id="recovery-title">Your recovery codes</Heading>
      <p>
        Keep these somewhere safe, away from your phone: a password manager, or printed. When your phone is not at hand, type one instead of a
        code; each works once. <strong>They are shown only now.</strong>
      </p>
      <ol className="recovery-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="owned-actions">
        <button type="button" className="site-btn site-btn-outline" onClick={() => void copy()}>
          Copy
        </button>
        <a className="site-btn site-btn-outline" href={download} download="recovery-codes.txt">
          Download
        </a>
        <button type="button" className="site-btn" onClick={onDone}>
          {doneLabel}
        </button>
      </p>
      {copied && <p className="site-info" role="status">{copied}</p>}
    </div>
  );
}
