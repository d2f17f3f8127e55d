/** /edit-certificate (signed in): the user's certificates, with an optional scan (private: only they and staff download it). */
import { userCertificateApi } from '../../../generated/api';
import type { UserCertificate } from '../../../generated/schemas/user-certificate.schema';
import type { PageHead } from '../../head';
import { OwnedListEditor } from './OwnedListEditor';

export function Component() {
  return (
    <OwnedListEditor<UserCertificate>
      title="Your certificates"
      noun="certificate"
      api={userCertificateApi}
      fields={[
        { name: 'name', label: 'Certificate', kind: 'text', required: true, max: 150 },
        { name: 'issuer', label: 'Issued by', kind: 'text', required: true, max: 120 },
        { name: 'issued_on', label: 'Issued on', kind: 'date' },
        { name: 'credential_url', label: 'Credential link', kind: 'url' },
        { name: 'document', label: 'Scan (PDF, PNG or JPEG, up to 5 MB)', kind: 'file', accept: 'application/pdf,image/png,image/jpeg' },
      ]}
      describe={(c) => (
        <>
          <strong>{c.name}</strong>, {c.issuer}
          {c.issued_on && <span className="muted"> ({c.issued_on})</span>}
          {c.document && <span className="muted"> · scan attached</span>}
        </>
      )}
    />
  );
}

export const handle = { head: (): PageHead => ({ title: 'Your certificates' }) };
