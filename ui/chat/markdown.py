"""Markdown -> HTML for one message, with code blocks and inline code styled.

Qt's own Markdown parser (QTextDocument.setMarkdown, CommonMark + GitHub tables) does the
parsing, so no extra dependency; code blocks get a tinted background and monospace font by
walking the document's blocks before it is turned into the HTML a QLabel shows.
"""
from __future__ import annotations

from .. import theme
from ..qt import QColor, QFont, QtGui


def to_html(text: str, font: QFont | None = None) -> str:
    doc = QtGui.QTextDocument()
    if font is not None:
        doc.setDefaultFont(font)
    doc.setMarkdown(text, QtGui.QTextDocument.MarkdownFeature.MarkdownDialectGitHub)
    code_bg = QColor(theme.color("surface"))
    mono = QFont("DejaVu Sans Mono")
    mono.setStyleHint(QFont.StyleHint.Monospace)
    if font is not None:
        mono.setPointSizeF(max(6.0, font.pointSizeF() - 0.5))
    cur = QtGui.QTextCursor(doc)
    block = doc.begin()
    while block.isValid():
        fmt = block.blockFormat()
        if fmt.hasProperty(QtGui.QTextFormat.Property.BlockCodeFence) or fmt.nonBreakableLines():
            fmt.setBackground(code_bg)
            fmt.setLeftMargin(8)
            fmt.setRightMargin(8)
            cur.setPosition(block.position())
            cur.setBlockFormat(fmt)
            cur.setPosition(block.position() + max(0, block.length() - 1),
                            QtGui.QTextCursor.MoveMode.KeepAnchor)
            cf = QtGui.QTextCharFormat()
            cf.setFont(mono)
            cur.mergeCharFormat(cf)
        else:
            it = block.begin()
            while not it.atEnd():
                frag = it.fragment()
                cf = frag.charFormat()
                if cf.fontFixedPitch():
                    cf.setBackground(code_bg)
                    cur.setPosition(frag.position())
                    cur.setPosition(frag.position() + frag.length(),
                                    QtGui.QTextCursor.MoveMode.KeepAnchor)
                    cur.setCharFormat(cf)
                it += 1
        block = block.next()
    return doc.toHtml()
