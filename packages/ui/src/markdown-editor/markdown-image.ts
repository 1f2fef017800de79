/**
 * The Markdown of an uploaded image, `![name](url)`: brackets and backslashes in the name are escaped, and
 * spaces, parentheses and angle brackets in the address are percent-encoded so the link stays whole.
 */
export function markdownImage(name: string, url: string): string {
  const alt = name.replace(/[\\[\]]/g, (char) => `\\${char}`).replace(/\s+/g, " ");
  const src = url
    .trim()
    .replace(
      /[ \t\n\r()<>]/g,
      (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
    );
  return `![${alt}](${src})`;
}

/** The image files among pasted or chosen files (a type starting with `image/`). */
export function imageFiles(files: FileList | readonly File[] | null | undefined): File[] {
  return [...(files ?? [])].filter((file) => file.type.startsWith("image/"));
}
