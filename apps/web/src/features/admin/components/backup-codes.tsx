import { useState } from "react";
import { Button } from "../../../components/button/button";
import { FormattedMessage } from "../../../i18n/intl-lite";

const FILE_NAME = "spc-backup-codes.txt";

/** The ten one-time backup codes, with a copy and a download to keep them somewhere safe. */
export function BackupCodes({ codes, account }: { codes: readonly string[]; account: string }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const text = `SPC — ${account}\n${codes.join("\n")}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div className="admin-backup">
      <ol className="admin-backup__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="admin-actions">
        <Button variant="secondary" onClick={copy}>
          <FormattedMessage id="admin.enrol.copy" />
        </Button>
        <Button variant="secondary" onClick={download}>
          <FormattedMessage id="admin.enrol.download" />
        </Button>
      </div>
      <p role="status" className="admin-hint">
        {copied === "yes" && <FormattedMessage id="admin.enrol.copied" />}
        {copied === "failed" && <FormattedMessage id="admin.enrol.copyFailed" />}
      </p>
    </div>
  );
}
