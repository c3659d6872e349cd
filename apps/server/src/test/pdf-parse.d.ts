// pdf-parse ships no types; the tests read a PDF's text and page count through its library file.
// Give it a Uint8Array of its own: its pdf.js reads `data.buffer` from the start, so a Buffer that
// is a view into Node's shared pool (any small one) reads as a corrupt file ("bad XRef entry").
declare module 'pdf-parse/lib/pdf-parse.js' {
  function parsePdf(
    data: Uint8Array,
    options?: { version?: string },
  ): Promise<{ text: string; numpages: number }>;
  export default parsePdf;
}
