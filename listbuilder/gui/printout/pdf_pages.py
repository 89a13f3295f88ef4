"""The print preview's pages: the very PDF that will be written, drawn by PDFium.

The route, chosen by its cost (measured 2026-11-26; ``benchmarks/bench_print_gui.py``):

- **Qt PDF** (``QPdfDocument`` + ``QPdfView``) is not in PySide6-Essentials, neither the
  locked 6.11 nor the portable bundle's 6.9.3 (only ``QtPdf.pyi`` and a plugin,
  ``imageformats/libqpdf.so``, whose ``libQt6Pdf.so.6`` is missing). It comes with
  PySide6-Addons, a 167 MB wheel (420 MB installed) for every developer and CI run, for
  6.1 MB of libraries in the bundle (``libQt6Pdf`` 5.6, ``libQt6PdfWidgets`` 0.1, the two
  bindings 0.4).
- **pypdfium2** (PDFium, the engine inside Qt PDF and Chrome) is a 4 MB wheel for glibc
  2.17, already installed by the tests (pdfplumber's). It adds 7.1 MB stripped (+0.7 MB of
  Python) to the bundle, which drops Pillow's AVIF and WebP codecs (5.8 MB, never used:
  ReportLab reads no such image) to keep within its 150 MB. Its calls release the Python
  lock, so drawing a page leaves the window free.

So pypdfium2, imported only when a preview opens (156 ms cold, on the worker thread):
nothing at start-up. A page of a 20,000-point roster draws in 29-56 ms at 72 dpi (load 3-5),
reading the page sizes of its 18 pages takes under 1 ms once imported.

PDFium is not thread-safe: every call here runs on the one worker thread of
:mod:`listbuilder.gui.work`, and each call opens and closes its document, so nothing of
PDFium outlives the job (no finaliser runs on the GUI thread later).
"""

from __future__ import annotations

from PySide6.QtGui import QImage

from listbuilder.records import record


@record
class PdfPages:
    """A printout ready to be previewed: its bytes and the size of each page (points)."""

    data: bytes
    sizes: tuple[tuple[float, float], ...]

    @property
    def count(self) -> int:
        return len(self.sizes)


def read_pages(data: bytes) -> PdfPages:
    """The page sizes of the PDF *data* (on the worker thread)."""
    import pypdfium2

    document = pypdfium2.PdfDocument(data)
    try:
        sizes = tuple(document.get_page_size(index) for index in range(len(document)))
    finally:
        document.close()
    return PdfPages(data, sizes)


def render_page(data: bytes, index: int, scale: float) -> QImage:
    """Page *index* of the PDF *data* as an image, *scale* pixels per point (on the worker
    thread: a ``QImage``, unlike a pixmap, may be made there)."""
    import pypdfium2

    document = pypdfium2.PdfDocument(data)
    try:
        page = document[index]
        try:
            bitmap = page.render(scale=scale, rev_byteorder=True)  # RGB, white background
            image = QImage(
                bytes(bitmap.buffer),
                bitmap.width,
                bitmap.height,
                bitmap.stride,
                QImage.Format.Format_RGB888,
            ).copy()  # its own pixels, not the bitmap's
            bitmap.close()
        finally:
            page.close()
    finally:
        document.close()
    return image
