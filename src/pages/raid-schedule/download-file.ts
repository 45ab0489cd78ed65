/**
 * Saves `content` as a file: a Blob behind an object URL, opened by an `<a download>` that is clicked in
 * `root` (the instance's own root, so nothing is added to the host page) and removed at once. The URL
 * is revoked right after the click: the browser has taken the Blob by then.
 */
export function downloadFile(root: HTMLElement, fileName: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  root.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    URL.revokeObjectURL(url);
  }
}
