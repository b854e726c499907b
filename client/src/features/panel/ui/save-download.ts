/**
 * Hands a file made or fetched by the panel (a CSV export, recovery codes) to the browser as a
 * download with this name.
 */
export function saveDownload(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // the download has started once click() returns; give the browser a moment before letting go
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
