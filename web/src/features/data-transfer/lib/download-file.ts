/** Saves `text` as a file: a Blob behind a temporary download link, clicked once and released. */
export function downloadFile(fileName: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
