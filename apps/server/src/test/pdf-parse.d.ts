// pdf-parse ships no types; the tests read a PDF's text and page count through its library file.
declare module 'pdf-parse/lib/pdf-parse.js' {
  function parsePdf(
    data: Buffer,
    options?: { version?: string },
  ): Promise<{ text: string; numpages: number }>;
  export default parsePdf;
}
